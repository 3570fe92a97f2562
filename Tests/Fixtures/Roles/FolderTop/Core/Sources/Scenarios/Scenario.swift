import SwiftUI
import Integration
import Interface
import Localization

/// A catalogue of the app's screens in set states, for demos and UI tests.
public struct ScenarioList: View {
    public init() {}
    public var body: some View { List { AppFlow(); TitleView(); Text(Strings.title) } }
}
