import Foundation
import Observation
import FeatureKit

/// Loads one demand deposit account.
@MainActor
@Observable
public final class DepositAccountViewModel {
    public private(set) var state: ViewState<DepositAccount> = .loading
    public let accountID: DepositAccount.ID
    private let repository: any DepositAccountRepository

    public init(accountID: DepositAccount.ID, repository: any DepositAccountRepository) {
        self.accountID = accountID
        self.repository = repository
    }

    public func load() async {
        do {
            state = .loaded(try await repository.account(id: accountID))
        } catch {
            state = .failed(message: "This account could not be loaded.")
        }
    }

    func formattedBalance(of account: DepositAccount) -> String {
        let amount = Decimal(account.balanceMinor) / 100
        return amount.formatted(.currency(code: account.currency))
    }
}
