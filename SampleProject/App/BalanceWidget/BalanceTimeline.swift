import WidgetKit
import FeatureKit

/// Reads the last balance the app saved in the shared app group; the widget never calls the
/// network itself.
struct BalanceTimeline: TimelineProvider {
    private let store = UserDefaults(suiteName: "group.com.example.BankingApp")

    func placeholder(in context: Context) -> BalanceEntry {
        BalanceEntry(date: .now, account: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (BalanceEntry) -> Void) {
        completion(BalanceEntry(date: .now, account: savedAccount()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BalanceEntry>) -> Void) {
        let entry = BalanceEntry(date: .now, account: savedAccount())
        completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(30 * 60))))
    }

    private func savedAccount() -> DepositAccount? {
        guard let balance = store?.object(forKey: "mainAccount.balanceMinor") as? Int,
              let currency = store?.string(forKey: "mainAccount.currency") else { return nil }
        return DepositAccount(id: "main", nickname: store?.string(forKey: "mainAccount.nickname") ?? "Main account",
                              iban: "", balanceMinor: balance, currency: currency, linkedCardIDs: [])
    }
}
