import SwiftUI
import Core

public struct PriceTag: View {
    let price: Price
    public init(price: Price) { self.price = price }
    public var body: some View { Text("\(price.cents)") }
}
