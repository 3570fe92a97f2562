import Foundation

/// A demand deposit (current) account.
public struct DepositAccount: Identifiable, Hashable, Sendable {
    public let id: String
    public var nickname: String
    public var iban: String
    public var balanceMinor: Int
    public var currency: String
    public var linkedCardIDs: [Card.ID]

    public init(
        id: String,
        nickname: String,
        iban: String,
        balanceMinor: Int,
        currency: String,
        linkedCardIDs: [Card.ID]
    ) {
        self.id = id
        self.nickname = nickname
        self.iban = iban
        self.balanceMinor = balanceMinor
        self.currency = currency
        self.linkedCardIDs = linkedCardIDs
    }
}

/// A transfer the user is about to make.
public struct Payment: Hashable, Sendable {
    public var fromAccountID: DepositAccount.ID
    public var payeeName: String
    public var payeeIBAN: String
    public var amountMinor: Int
    public var currency: String
    public var reference: String

    public init(
        fromAccountID: DepositAccount.ID,
        payeeName: String,
        payeeIBAN: String,
        amountMinor: Int,
        currency: String,
        reference: String
    ) {
        self.fromAccountID = fromAccountID
        self.payeeName = payeeName
        self.payeeIBAN = payeeIBAN
        self.amountMinor = amountMinor
        self.currency = currency
        self.reference = reference
    }
}
