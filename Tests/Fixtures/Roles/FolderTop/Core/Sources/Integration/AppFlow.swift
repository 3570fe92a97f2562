import SwiftUI
import Interface
import Localization

/// Puts the app's screens together.
public struct AppFlow: View {
    public init() {}
    public var body: some View { VStack { TitleView(); Text(Strings.title) } }
}
