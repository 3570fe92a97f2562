import Foundation
import Data

public struct Client {
    public init() {}
}
