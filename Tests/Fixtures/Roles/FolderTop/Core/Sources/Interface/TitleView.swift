import SwiftUI
import Localization

public struct TitleView: View {
    public init() {}
    public var body: some View { Text(Strings.title) }
}
