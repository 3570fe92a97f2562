import SwiftUI
import SearchFeature

struct PaymentsScreen12 {
    let search = SearchRouter()
}
