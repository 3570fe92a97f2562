import Foundation
import Domain

// DTO -> Domain. The only place that knows both shapes.

extension User {
    init(_ dto: UserDTO) {
        self.init(
            id: dto.userId,
            displayName: "\(dto.firstName) \(dto.lastName)",
            email: dto.emailAddress,
            memberSince: dto.createdAt,
            tier: dto.segment.flatMap(User.Tier.init(rawValue:)) ?? .standard
        )
    }
}

extension Card {
    init(_ dto: CardDTO) {
        self.init(
            id: dto.cardId,
            holderName: dto.embossedName,
            lastFourDigits: dto.panLastFour,
            status: Card.Status(rawValue: dto.state.lowercased()) ?? .cancelled,
            linkedAccountID: dto.accountId
        )
    }
}

extension DepositAccount {
    init(_ dto: DepositAccountDTO) {
        self.init(
            id: dto.accountId,
            nickname: dto.alias ?? "Current account",
            iban: dto.iban,
            balanceMinor: dto.availableBalance.value,
            currency: dto.availableBalance.currency,
            linkedCardIDs: dto.cardIds
        )
    }
}

extension PaymentRequestDTO {
    init(_ payment: Payment) {
        self.init(
            sourceAccountId: payment.fromAccountID,
            creditorName: payment.payeeName,
            creditorIban: payment.payeeIBAN,
            amount: AmountDTO(value: payment.amountMinor, currency: payment.currency),
            remittanceInformation: payment.reference
        )
    }
}
