import SwiftUI
import SearchFeature

struct PaymentsScreen05 {
    let search = SearchRouter()
}
