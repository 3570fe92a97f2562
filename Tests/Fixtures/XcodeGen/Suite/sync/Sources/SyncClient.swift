public struct SyncClient {
    public init() {}
    public func push(_ text: String) { _ = text }
}
