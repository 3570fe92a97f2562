#if canImport(SwiftUI)
import SwiftUI
import FeatureKit

/// The SafeBox screen: unlock with the banking password, then withdraw.
public struct SafeBoxView: View {
    @State private var model: SafeBoxViewModel

    public init(model: SafeBoxViewModel) {
        _model = State(initialValue: model)
    }

    public var body: some View {
        Form {
            Section("Balance") {
                Text(model.balance.formatted()).font(.largeTitle.bold())
            }
            if model.isUnlocked {
                PrimaryButton("Withdraw everything") {
                    Task { await model.withdrawAll() }
                }
            } else {
                Section("Unlock") {
                    SecureField("Banking password", text: $model.password)
                    PrimaryButton("Unlock") { model.unlock() }
                }
            }
            if let errorMessage = model.errorMessage {
                Text(errorMessage).foregroundStyle(.red)
            }
        }
        .navigationTitle("SafeBox")
    }
}
#endif
