import SwiftUI
import SearchFeature

struct PaymentsScreen01 {
    let search = SearchRouter()
}
