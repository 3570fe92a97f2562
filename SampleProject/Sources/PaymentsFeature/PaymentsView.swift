import FeatureKit
// Feature -> feature (field report 2): Payments shows Search's screen itself instead of asking a router.
// (A SwiftUI screen: compiled where SwiftUI exists.)
import SearchFeature
#if canImport(SwiftUI)
import SwiftUI

/// The transfer form, with a button that opens payee search.
public struct PaymentsView: View {
    @State private var model: PaymentsViewModel
    @State private var isSearching = false
    private let knownPayees: [Payee]

    public init(model: PaymentsViewModel, knownPayees: [Payee]) {
        _model = State(initialValue: model)
        self.knownPayees = knownPayees
    }

    public var body: some View {
        Form {
            Section("Payee") {
                TextField("Name", text: $model.payeeName)
                TextField("IBAN", text: $model.payeeIBAN)
                Button("Choose from payees") { isSearching = true }
            }
            Section("Amount") {
                TextField("0.00", text: $model.amountText)
                TextField("Reference", text: $model.reference)
            }
            PrimaryButton("Send", isLoading: model.isSending) {
                Task { await model.send() }
            }
            .disabled(!model.canSend)
        }
        .sheet(isPresented: $isSearching) {
            NavigationStack {
                SearchView(model: SearchViewModel(payees: knownPayees)) { payee in
                    model.payeeName = payee.name
                    model.payeeIBAN = payee.iban
                    isSearching = false
                }
            }
        }
        .sheet(item: receiptBinding) { receipt in
            PaymentReceiptView(receiptID: receipt.id)
        }
        .navigationTitle("New payment")
    }

    private var receiptBinding: Binding<ReceiptID?> {
        Binding(get: { model.receiptID.map(ReceiptID.init) }, set: { _ in })
    }
}

struct ReceiptID: Identifiable {
    let id: String
}
#endif
