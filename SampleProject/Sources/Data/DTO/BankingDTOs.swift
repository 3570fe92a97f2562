import Foundation

/// `GET /v2/cards` element.
public struct CardDTO: Codable, Sendable {
    public let cardId: String
    public let embossedName: String
    public let panLastFour: String
    public let state: String
    public let accountId: String?
}

/// `GET /v2/accounts` element.
public struct DepositAccountDTO: Codable, Sendable {
    public let accountId: String
    public let alias: String?
    public let iban: String
    public let availableBalance: AmountDTO
    public let cardIds: [String]
}

public struct AmountDTO: Codable, Sendable {
    public let value: Int
    public let currency: String
}

/// `POST /v2/payments` body.
struct PaymentRequestDTO: Encodable {
    let sourceAccountId: String
    let creditorName: String
    let creditorIban: String
    let amount: AmountDTO
    let remittanceInformation: String
}

/// `POST /v2/payments` response.
struct PaymentReceiptDTO: Decodable, Sendable {
    let paymentId: String
    let status: String
}
