import FeatureKit
// Field report 5: the card screen links straight to the deposit account screen, which links back.
// (A SwiftUI screen: compiled where SwiftUI exists.)
import DemandDepositFeature
#if canImport(UIKit)
import UIKit
#endif
#if canImport(SwiftUI)
import SwiftUI

/// Card management: freeze a card, open the account it draws from.
public struct CardManagementView: View {
    @State private var model: CardManagementViewModel
    private let makeAccountModel: (DepositAccount.ID) -> DepositAccountViewModel

    public init(
        model: CardManagementViewModel,
        makeAccountModel: @escaping (DepositAccount.ID) -> DepositAccountViewModel
    ) {
        _model = State(initialValue: model)
        self.makeAccountModel = makeAccountModel
    }

    public var body: some View {
        StateView(model.state, retry: { Task { await model.load() } }) { rows in
            List(rows) { row in
                Section(row.card.holderName) {
                    LabeledContent("Card", value: "•••• \(row.card.lastFourDigits)")
                    Toggle("Frozen", isOn: Binding(
                        get: { row.card.status == .frozen },
                        set: { _ in Task { await model.toggleFreeze(row) } }
                    ))
                    if let account = row.account {
                        NavigationLink(account.nickname) {
                            DepositAccountView(model: makeAccountModel(account.id))
                        }
                    }
                    #if canImport(UIKit)
                    Button("Copy last four digits") {
                        UIPasteboard.general.string = row.card.lastFourDigits
                    }
                    #endif
                }
            }
        }
        .navigationTitle("Cards")
        .task { await model.load() }
    }
}
#endif
