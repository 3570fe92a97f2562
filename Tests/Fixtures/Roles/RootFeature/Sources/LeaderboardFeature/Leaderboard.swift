import SwiftUI
import SharedUI

public struct Leaderboard {
    public struct State: Equatable { public init() {} }
    public init() {}
}

public struct LeaderboardView: View {
    public init(state: Leaderboard.State) {}
    public var body: some View { Text("Leaderboard") }
}

/// One ranked score: a component HomeFeature reuses sideways.
public struct ScoreRow: View {
    let score: Int
    public init(score: Int) { self.score = score }
    public var body: some View { Text("\(score)").foregroundStyle(Theme.accent) }
}
