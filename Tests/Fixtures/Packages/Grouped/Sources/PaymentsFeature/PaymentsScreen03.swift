import SwiftUI
import SearchFeature

struct PaymentsScreen03 {
    let search = SearchRouter()
}
