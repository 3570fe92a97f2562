import SwiftUI
import WidgetKit
import FeatureKit
import CoreUtilities

/// Home-screen widget with the balance of the user's main account. The widget extension links
/// FeatureKit only (see App/BankingApp.xcodeproj); `Money` comes from CoreUtilities, which it
/// imports without linking: it builds only because the app links it.
@main
struct BalanceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BalanceWidget", provider: BalanceTimeline()) { entry in
            BalanceWidgetView(entry: entry)
        }
        .configurationDisplayName("Balance")
        .description("The balance of your main account.")
        .supportedFamilies([.systemSmall])
    }
}

struct BalanceEntry: TimelineEntry {
    let date: Date
    let account: DepositAccount?
}

struct BalanceWidgetView: View {
    let entry: BalanceEntry

    var body: some View {
        if let account = entry.account {
            VStack(alignment: .leading, spacing: 4) {
                Text(account.nickname).font(.caption).foregroundStyle(.secondary)
                Text(Money(minorUnits: account.balanceMinor, currency: account.currency).formatted())
                    .font(.title3.bold())
                    .minimumScaleFactor(0.6)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        } else {
            Text("Sign in to see your balance").font(.caption)
                .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}
