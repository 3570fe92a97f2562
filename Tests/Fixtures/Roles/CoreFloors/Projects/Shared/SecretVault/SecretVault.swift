import SecretVaultInterface

public struct SecretVault: SecretStoring {
    public init() {}
    public func secret(for key: String) -> String? { nil }
}
