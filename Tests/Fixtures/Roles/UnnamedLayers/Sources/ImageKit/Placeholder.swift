import SwiftUI

public struct Placeholder: View {
    public init() {}
    public var body: some View { Color.gray }
}
