import Foundation

/// Loads cards together with the accounts they draw from.
public struct FetchCardsUseCase: Sendable {
    private let cards: any CardRepository
    private let accounts: any DepositAccountRepository

    public init(cards: any CardRepository, accounts: any DepositAccountRepository) {
        self.cards = cards
        self.accounts = accounts
    }

    public func execute() async throws -> [(card: Card, account: DepositAccount?)] {
        async let allCards = cards.cards()
        async let allAccounts = accounts.accounts()
        let byID = Dictionary(uniqueKeysWithValues: try await allAccounts.map { ($0.id, $0) })
        return try await allCards.map { card in
            (card, card.linkedAccountID.flatMap { byID[$0] })
        }
    }
}

/// Freezes or unfreezes a card.
public struct ToggleCardFreezeUseCase: Sendable {
    private let cards: any CardRepository

    public init(cards: any CardRepository) {
        self.cards = cards
    }

    public func execute(_ card: Card) async throws -> Card {
        try await cards.setFrozen(card.status == .active, cardID: card.id)
    }
}

/// Sends a payment after checking the amount.
public struct SendPaymentUseCase: Sendable {
    public enum Failure: Error, Equatable { case nonPositiveAmount }

    private let payments: any PaymentRepository

    public init(payments: any PaymentRepository) {
        self.payments = payments
    }

    public func execute(_ payment: Payment) async throws -> String {
        guard payment.amountMinor > 0 else { throw Failure.nonPositiveAmount }
        return try await payments.send(payment)
    }
}
