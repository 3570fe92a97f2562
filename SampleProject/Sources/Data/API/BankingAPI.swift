import Foundation
import Network

/// The banking endpoints, typed by the DTO each returns.
enum BankingAPI {
    static func me() -> Endpoint<UserDTO> {
        Endpoint(path: "v2/me")
    }

    static func renameMe(to name: String) throws -> Endpoint<UserDTO> {
        Endpoint(path: "v2/me", method: .put, body: try JSONEncoder().encode(["display_name": name]))
    }

    static func cards() -> Endpoint<[CardDTO]> {
        Endpoint(path: "v2/cards")
    }

    static func freeze(cardID: String, frozen: Bool) -> Endpoint<CardDTO> {
        Endpoint(path: "v2/cards/\(cardID)/\(frozen ? "freeze" : "unfreeze")", method: .post)
    }

    static func accounts() -> Endpoint<[DepositAccountDTO]> {
        Endpoint(path: "v2/accounts", query: ["type": "demand_deposit"])
    }

    static func account(id: String) -> Endpoint<DepositAccountDTO> {
        Endpoint(path: "v2/accounts/\(id)")
    }

    static func payments(_ request: PaymentRequestDTO) throws -> Endpoint<PaymentReceiptDTO> {
        Endpoint(path: "v2/payments", method: .post, body: try JSONEncoder().encode(request))
    }
}
