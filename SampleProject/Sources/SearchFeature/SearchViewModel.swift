import Foundation
import Observation
import FeatureKit

/// A person or company the user has paid before.
public struct Payee: Identifiable, Hashable, Sendable {
    public let id: String
    public let name: String
    public let iban: String

    public init(id: String, name: String, iban: String) {
        self.id = id
        self.name = name
        self.iban = iban
    }
}

/// Filters known payees as the user types.
@MainActor
@Observable
public final class SearchViewModel {
    public var query = "" {
        didSet { applyFilter() }
    }
    public private(set) var results: [Payee] = []
    private let payees: [Payee]

    public init(payees: [Payee]) {
        self.payees = payees
        self.results = payees
    }

    private func applyFilter() {
        let needle = query.trimmingCharacters(in: .whitespaces).lowercased()
        results = needle.isEmpty ? payees : payees.filter {
            $0.name.lowercased().contains(needle) || $0.iban.lowercased().hasPrefix(needle)
        }
    }
}
