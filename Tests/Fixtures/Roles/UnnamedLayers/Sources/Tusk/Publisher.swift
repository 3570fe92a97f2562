import Foundation
import Ledger

public struct Publisher {
    public init() {}
    public func publish(_ text: String) async throws {
        _ = try await URLSession.shared.data(for: Endpoint.publish(text).request)
        try StatusStore().save([])
    }
}
