import SwiftUI
import SearchFeature

struct PaymentsScreen08 {
    let search = SearchRouter()
}
