import Foundation

/// Cards of the signed-in user. Implemented in Data.
public protocol CardRepository: Sendable {
    func cards() async throws -> [Card]
    func setFrozen(_ frozen: Bool, cardID: Card.ID) async throws -> Card
}

/// Deposit accounts of the signed-in user. Implemented in Data.
public protocol DepositAccountRepository: Sendable {
    func accounts() async throws -> [DepositAccount]
    func account(id: DepositAccount.ID) async throws -> DepositAccount
}

/// Sends payments. Implemented in Data.
public protocol PaymentRepository: Sendable {
    func send(_ payment: Payment) async throws -> String
}
