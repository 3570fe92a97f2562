import SwiftUI
import SearchFeature

struct PaymentsScreen09 {
    let search = SearchRouter()
}
