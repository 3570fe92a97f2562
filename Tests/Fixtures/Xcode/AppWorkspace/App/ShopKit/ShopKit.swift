import Foundation
#if MOCKS
import Networking
#endif

/// A framework target of the project; the app links it but never imports it.
public enum ShopKit {
    public static let name = "ShopKit"
}
