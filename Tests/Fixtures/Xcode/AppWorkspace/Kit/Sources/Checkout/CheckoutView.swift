import SwiftUI
import Feature_UI

struct CheckoutView: View {
    var body: some View { PriceTag(price: .init(cents: 100)) }
}
