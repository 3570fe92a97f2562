import SwiftUI
import SearchFeature

struct PaymentsScreen07 {
    let search = SearchRouter()
}
