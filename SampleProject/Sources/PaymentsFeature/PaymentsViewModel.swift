import Foundation
import Observation
import FeatureKit
import CoreAnalytics
// Not declared in Package.swift: it builds only because CoreAnalytics happens to depend on it.
import CoreLogging

/// The transfer form: payee, amount, reference.
@MainActor
@Observable
public final class PaymentsViewModel {
    public var payeeName = ""
    public var payeeIBAN = ""
    public var amountText = ""
    public var reference = ""
    public private(set) var isSending = false
    public private(set) var receiptID: String?
    public private(set) var errorMessage: String?

    private let sourceAccountID: DepositAccount.ID
    private let sendPayment: SendPaymentUseCase
    private let tracker: AnalyticsTracker
    private let logger = Logger(subsystem: "payments")

    public init(sourceAccountID: DepositAccount.ID, sendPayment: SendPaymentUseCase, tracker: AnalyticsTracker) {
        self.sourceAccountID = sourceAccountID
        self.sendPayment = sendPayment
        self.tracker = tracker
    }

    var amountMinor: Int? {
        Decimal(string: amountText.replacingOccurrences(of: ",", with: "."))
            .map { NSDecimalNumber(decimal: $0 * 100).intValue }
    }

    var canSend: Bool {
        !payeeName.isEmpty && !payeeIBAN.isEmpty && (amountMinor ?? 0) > 0 && !isSending
    }

    public func send() async {
        guard let amountMinor else { return }
        isSending = true
        defer { isSending = false }
        let payment = Payment(
            fromAccountID: sourceAccountID, payeeName: payeeName, payeeIBAN: payeeIBAN,
            amountMinor: amountMinor, currency: "EUR", reference: reference
        )
        do {
            receiptID = try await sendPayment.execute(payment)
            await tracker.track(.paymentSent(amountMinor: amountMinor, currency: "EUR"))
        } catch {
            logger.error("payment failed: \(error)")
            errorMessage = "The payment could not be sent. Please try again."
        }
    }
}
