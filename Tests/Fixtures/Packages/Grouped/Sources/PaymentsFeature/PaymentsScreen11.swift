import SwiftUI
import SearchFeature

struct PaymentsScreen11 {
    let search = SearchRouter()
}
