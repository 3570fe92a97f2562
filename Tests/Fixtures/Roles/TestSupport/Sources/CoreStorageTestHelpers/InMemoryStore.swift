@testable import CoreStorage
import CoreLogging

/// A store pre-filled for tests.
public func makeStore(_ values: [String: String]) -> Store {
    let store = Store()
    store.values = values
    return store
}
