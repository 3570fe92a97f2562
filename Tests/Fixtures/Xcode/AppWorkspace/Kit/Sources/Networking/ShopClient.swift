import Foundation
import Core

/// Fetches the catalogue; the only module that talks HTTP.
public struct ShopClient: Sendable {
    public init() {}
    public func prices() async throws -> [Price] { [] }
}
