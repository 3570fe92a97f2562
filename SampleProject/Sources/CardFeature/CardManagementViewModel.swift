import Foundation
import Observation
import FeatureKit

/// Lists the user's cards and freezes or unfreezes them.
@MainActor
@Observable
public final class CardManagementViewModel {
    public struct Row: Identifiable, Sendable {
        public var card: Card
        public var account: DepositAccount?
        public var id: Card.ID { card.id }
    }

    public private(set) var state: ViewState<[Row]> = .loading
    private let fetchCards: FetchCardsUseCase
    private let toggleFreeze: ToggleCardFreezeUseCase

    public init(fetchCards: FetchCardsUseCase, toggleFreeze: ToggleCardFreezeUseCase) {
        self.fetchCards = fetchCards
        self.toggleFreeze = toggleFreeze
    }

    public func load() async {
        do {
            state = .loaded(try await fetchCards.execute().map { Row(card: $0.card, account: $0.account) })
        } catch {
            state = .failed(message: "Your cards are not available right now.")
        }
    }

    public func toggleFreeze(_ row: Row) async {
        guard case .loaded(var rows) = state, let index = rows.firstIndex(where: { $0.id == row.id }) else { return }
        do {
            rows[index].card = try await toggleFreeze.execute(row.card)
            state = .loaded(rows)
            Haptics.success()
        } catch {
            state = .failed(message: "The card could not be updated.")
        }
    }
}
