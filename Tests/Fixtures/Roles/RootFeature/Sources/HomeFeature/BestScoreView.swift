import SwiftUI
import LeaderboardFeature

struct BestScoreView: View {
    let best: Int
    var body: some View { ScoreRow(score: best) }
}
