import Foundation

/// A payment card and the account it draws from.
public struct Card: Identifiable, Hashable, Sendable {
    public let id: String
    public var holderName: String
    public var lastFourDigits: String
    public var status: Status
    public var linkedAccountID: DepositAccount.ID?

    public enum Status: String, Sendable {
        case active, frozen, cancelled
    }

    public init(
        id: String,
        holderName: String,
        lastFourDigits: String,
        status: Status,
        linkedAccountID: DepositAccount.ID?
    ) {
        self.id = id
        self.holderName = holderName
        self.lastFourDigits = lastFourDigits
        self.status = status
        self.linkedAccountID = linkedAccountID
    }

    public var canBeFrozen: Bool { status == .active }
}
