import SwiftUI
import Core
import Feature_UI

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup { PriceTag(price: Price(cents: 1)) }
    }
}
