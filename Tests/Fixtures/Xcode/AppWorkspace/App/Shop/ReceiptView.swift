import SwiftUI
import Alamofire

/// Downloads a receipt with Alamofire instead of asking ShopClient.
struct ReceiptView: View {
    var body: some View { Text("Receipt") }
}
