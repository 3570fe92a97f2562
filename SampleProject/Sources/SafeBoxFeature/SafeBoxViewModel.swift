import Foundation
import Observation
import FeatureKit
import CoreUtilities
// Field report 5, second case: signing still lives in the app, so the feature depends "down" on it.
import AppLegacy

/// A locked savings pot that needs a signed request to open.
@MainActor
@Observable
public final class SafeBoxViewModel {
    public var password = ""
    public private(set) var balance: Money
    public private(set) var isUnlocked = false
    public private(set) var errorMessage: String?

    private let signer: PasswordSigner
    private let storedHash: String
    private let withdraw: @Sendable (Money, String) async throws -> Void

    public init(
        balance: Money,
        signer: PasswordSigner,
        storedHash: String,
        withdraw: @escaping @Sendable (Money, String) async throws -> Void
    ) {
        self.balance = balance
        self.signer = signer
        self.storedHash = storedHash
        self.withdraw = withdraw
    }

    public func unlock() {
        do {
            try signer.unlock(password: password, storedHash: storedHash)
            isUnlocked = true
            errorMessage = nil
        } catch {
            errorMessage = "Wrong password."
        }
        password = ""
    }

    public func withdrawAll() async {
        do {
            let signature = try signer.sign(Foundation.Data("withdraw:\(balance.minorUnits)".utf8))
            try await withdraw(balance, signature)
            balance = Money(minorUnits: 0, currency: balance.currency)
        } catch {
            errorMessage = "The withdrawal was not signed."
        }
    }
}
