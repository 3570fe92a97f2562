import Foundation
#if canImport(CryptoKit)
import CryptoKit
#endif

/// Signs sensitive operations with a key derived from the user's banking password.
///
/// Still part of the unmodularised app: the composition root and SafeBox both use it.
public final class PasswordSigner: @unchecked Sendable {
    public enum Failure: Error {
        case noPasswordSet
        case wrongPassword
    }

    #if canImport(CryptoKit)
    private var derivedKey: SymmetricKey?
    #else
    // CryptoKit exists on Apple platforms only; elsewhere no key is ever derived.
    private var derivedKey: Foundation.Data?
    #endif
    private let salt: Foundation.Data

    public init(salt: Foundation.Data) {
        self.salt = salt
    }

    /// Remembers the key for this session after checking the password against the stored hash.
    public func unlock(password: String, storedHash: String) throws {
        #if canImport(CryptoKit)
        let key = Self.deriveKey(password: password, salt: salt)
        let hash = HMAC<SHA256>.authenticationCode(for: salt, using: key)
        guard Foundation.Data(hash).base64EncodedString() == storedHash else { throw Failure.wrongPassword }
        derivedKey = key
        #else
        throw Failure.wrongPassword
        #endif
    }

    /// Returns the signature the server expects in the `X-Signature` header.
    public func sign(_ payload: Foundation.Data) throws -> String {
        guard let derivedKey else { throw Failure.noPasswordSet }
        #if canImport(CryptoKit)
        let code = HMAC<SHA256>.authenticationCode(for: payload, using: derivedKey)
        return Foundation.Data(code).base64EncodedString()
        #else
        _ = derivedKey
        throw Failure.noPasswordSet
        #endif
    }

    public func lock() {
        derivedKey = nil
    }

    #if canImport(CryptoKit)
    private static func deriveKey(password: String, salt: Foundation.Data) -> SymmetricKey {
        let input = SymmetricKey(data: Foundation.Data(password.utf8))
        return HKDF<SHA256>.deriveKey(inputKeyMaterial: input, salt: salt, outputByteCount: 32)
    }
    #endif
}
