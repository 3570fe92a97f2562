import SwiftUI
import Tusk
import Entities
import ImageKit

public struct ComposeView: View {
    @State var text = ""
    public init() {}
    public var body: some View { TextField("", text: $text).onSubmit { Task { try? await Publisher().publish(text) } } }
}
