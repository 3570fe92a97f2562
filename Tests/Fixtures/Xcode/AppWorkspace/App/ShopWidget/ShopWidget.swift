import WidgetKit
import SwiftUI
import Core
import Networking
import Feature_UI

@main
struct ShopWidget: Widget {
    let client = ShopClient()

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ShopWidget", provider: Provider()) { _ in PriceTag(price: Price(cents: 2)) }
    }
}
