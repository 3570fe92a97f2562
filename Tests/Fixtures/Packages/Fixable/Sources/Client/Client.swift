public struct Client: Sendable {
    public init() {}
}

extension String {
    /// The string as the support client shows it.
    public var shouted: String { uppercased() }
}
