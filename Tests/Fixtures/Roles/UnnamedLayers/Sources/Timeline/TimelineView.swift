import SwiftUI
import Tusk
import Entities
import ImageKit

public struct TimelineView: View {
    @State var statuses: [Status] = []
    public init() {}
    public var body: some View { List(statuses) { Text($0.text) }.task { statuses = (try? await TuskClient().home()) ?? [] } }
}
