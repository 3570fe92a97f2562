public protocol TokenStoring: Sendable {
    func accessToken() -> String?
}
