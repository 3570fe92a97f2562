#if canImport(SwiftUI)
import SwiftUI
import FeatureKit

/// Search screen for payees; calls back with the one the user picks.
public struct SearchView: View {
    @State private var model: SearchViewModel
    private let onSelect: (Payee) -> Void

    public init(model: SearchViewModel, onSelect: @escaping (Payee) -> Void) {
        _model = State(initialValue: model)
        self.onSelect = onSelect
    }

    public var body: some View {
        List(model.results) { payee in
            Button {
                onSelect(payee)
            } label: {
                VStack(alignment: .leading) {
                    Text(payee.name)
                    Text(payee.iban).font(.caption).foregroundStyle(.secondary)
                }
            }
        }
        .searchable(text: $model.query, prompt: "Name or IBAN")
        .overlay {
            if model.results.isEmpty {
                ContentUnavailableView.search(text: model.query)
            }
        }
        .navigationTitle("Search")
    }
}
#endif
