import Foundation
import Domain
import Network

/// Cards, accounts and payments backed by the banking API.
public struct BankingRepositoryImpl: CardRepository, DepositAccountRepository, PaymentRepository {
    private let service: NetworkService

    public init(service: NetworkService) {
        self.service = service
    }

    public func cards() async throws -> [Card] {
        try await service.send(BankingAPI.cards()).map(Card.init)
    }

    public func setFrozen(_ frozen: Bool, cardID: Card.ID) async throws -> Card {
        Card(try await service.send(BankingAPI.freeze(cardID: cardID, frozen: frozen)))
    }

    public func accounts() async throws -> [DepositAccount] {
        try await service.send(BankingAPI.accounts()).map(DepositAccount.init)
    }

    public func account(id: DepositAccount.ID) async throws -> DepositAccount {
        DepositAccount(try await service.send(BankingAPI.account(id: id)))
    }

    public func send(_ payment: Payment) async throws -> String {
        let receipt = try await service.send(BankingAPI.payments(PaymentRequestDTO(payment)))
        guard receipt.status != "rejected" else { throw RepositoryError.unavailable }
        return receipt.paymentId
    }
}
