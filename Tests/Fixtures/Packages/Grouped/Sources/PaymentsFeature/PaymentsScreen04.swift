import SwiftUI
import SearchFeature

struct PaymentsScreen04 {
    let search = SearchRouter()
}
