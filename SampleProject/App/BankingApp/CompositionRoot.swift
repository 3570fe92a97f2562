import Foundation
// SwiftUI for the screen factories below, where it exists.
import AppLegacy
import CoreAnalytics
import CoreLogging
import CoreUtilities
import Data
import Domain
import Network
import CardFeature
import DemandDepositFeature
import PaymentsFeature
import ProfileFeature
import SafeBoxFeature
import SearchFeature
#if canImport(SwiftUI)
import SwiftUI
#endif

/// Builds and owns every long-lived object. The only place allowed to see every module.
@MainActor
final class CompositionRoot {
    enum Environment {
        case production, staging

        var baseURL: URL {
            switch self {
            case .production: URL(string: "https://api.example.com")!
            case .staging: URL(string: "https://staging.api.example.com")!
            }
        }
    }

    let tracker: AnalyticsTracker
    let logger = Logger(subsystem: "app", minimumLevel: .info)
    let tokens = TokenStore()
    let signer = PasswordSigner(salt: Foundation.Data("banking-app".utf8))
    let conversationID = UUID().uuidString
    private(set) lazy var sessionTimeout = SessionTimeout { [signer] in signer.lock() }
    private(set) lazy var lifecycle = AppLifecycle(tracker: tracker, logger: logger)

    private let service: NetworkService
    private let banking: BankingRepositoryImpl
    private let users: any UserRepository

    init(environment: Environment) {
        let authenticator = Authenticator(tokens: tokens, authBaseURL: environment.baseURL)
        service = NetworkService(baseURL: environment.baseURL, authenticator: authenticator)
        banking = BankingRepositoryImpl(service: service)
        users = UserRepositoryImpl(service: service)
        tracker = AnalyticsTracker { [logger] events in
            logger.debug("uploading \(events.count) analytics events")
        }
    }

    #if canImport(SwiftUI)
    var profile: ProfileEntry {
        ProfileEntry(fetchProfile: DefaultFetchProfileUseCase(repository: users), tracker: tracker)
    }

    func makeCardsScreen() -> some View {
        CardManagementView(
            model: CardManagementViewModel(
                fetchCards: FetchCardsUseCase(cards: banking, accounts: banking),
                toggleFreeze: ToggleCardFreezeUseCase(cards: banking)
            ),
            makeAccountModel: { [banking] id in DepositAccountViewModel(accountID: id, repository: banking) }
        )
    }

    func makePaymentsScreen() -> some View {
        PaymentsView(
            model: PaymentsViewModel(
                sourceAccountID: "main",
                sendPayment: SendPaymentUseCase(payments: banking),
                tracker: tracker
            ),
            knownPayees: [Payee(id: "p1", name: "City Energy", iban: "DE89370400440532013000")]
        )
    }

    func makeSafeBoxScreen() -> some View {
        SafeBoxView(model: SafeBoxViewModel(
            balance: Money(minorUnits: 125_000, currency: "EUR"),
            signer: signer,
            storedHash: UserDefaults.standard.string(forKey: "safebox.hash") ?? "",
            withdraw: { [logger] amount, signature in
                logger.info("withdrawing \(amount.minorUnits) with signature \(signature.prefix(8))…")
            }
        ))
    }
    #endif
}
