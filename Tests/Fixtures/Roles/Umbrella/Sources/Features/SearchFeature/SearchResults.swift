import FeaturePrelude
import Models

func badges(for users: [User]) -> [Badge] { users.map(Badge.init(user:)) }
