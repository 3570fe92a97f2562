import SwiftUI
import Core

public struct FeatureView: View {
    public init() {}
    public var body: some View { Text(Greeting.text) }
}
