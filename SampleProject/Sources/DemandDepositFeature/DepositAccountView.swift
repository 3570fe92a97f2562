import FeatureKit
// The way back to card management. Not declared in Package.swift (SwiftPM would refuse the
// cycle), so the module graph has CardFeature -> DemandDepositFeature -> CardFeature.
// (A SwiftUI screen: compiled where SwiftUI exists.)
import CardFeature
#if canImport(SwiftUI)
import SwiftUI

/// One deposit account: balance, IBAN, and the cards linked to it.
public struct DepositAccountView: View {
    @State private var model: DepositAccountViewModel
    private let makeCardsModel: (() -> CardManagementViewModel)?

    public init(model: DepositAccountViewModel, makeCardsModel: (() -> CardManagementViewModel)? = nil) {
        _model = State(initialValue: model)
        self.makeCardsModel = makeCardsModel
    }

    public var body: some View {
        StateView(model.state, retry: { Task { await model.load() } }) { account in
            List {
                Section {
                    LabeledContent("Balance", value: model.formattedBalance(of: account))
                    LabeledContent("IBAN", value: account.iban)
                }
                if let makeCardsModel, !account.linkedCardIDs.isEmpty {
                    NavigationLink("Manage \(account.linkedCardIDs.count) linked cards") {
                        CardManagementView(model: makeCardsModel(), makeAccountModel: { _ in model })
                    }
                }
            }
            .navigationTitle(account.nickname)
        }
        .task { await model.load() }
    }
}
#endif
