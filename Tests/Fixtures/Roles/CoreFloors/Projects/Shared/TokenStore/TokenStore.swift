import TokenStoreInterface
import SecretVaultInterface

public struct TokenStore: TokenStoring {
    let vault: any SecretStoring
    public init(vault: any SecretStoring) { self.vault = vault }
    public func accessToken() -> String? { vault.secret(for: "access") }
}
