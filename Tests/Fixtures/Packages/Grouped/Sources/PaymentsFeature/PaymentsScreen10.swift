import SwiftUI
import SearchFeature

struct PaymentsScreen10 {
    let search = SearchRouter()
}
