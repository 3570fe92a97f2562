public struct Status: Identifiable, Sendable {
    public let id: String
    public let text: String
    public init(id: String, text: String) {
        self.id = id
        self.text = text
    }
}

public struct AccountSummary: Sendable {
    public let handle: String
    public init(handle: String) { self.handle = handle }
}
