import SwiftUI
import SearchFeature

struct PaymentsScreen06 {
    let search = SearchRouter()
}
