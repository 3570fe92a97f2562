import SwiftUI
import SearchFeature

struct PaymentsScreen02 {
    let search = SearchRouter()
}
