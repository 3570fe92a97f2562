import SwiftUI
import SearchFeature

struct PaymentsScreen01 {
    let search = SearchRouter()
}

// A feature declares its screen.
struct PaymentsView: View {
    var body: some View { EmptyView() }
}
