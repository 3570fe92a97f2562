public protocol SecretStoring: Sendable {
    func secret(for key: String) -> String?
}
