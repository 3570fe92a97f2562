public struct SearchRouter {
    public init() {}
}

import SwiftUI

// A feature declares its screen.
public struct SearchView: View {
    public var body: some View { EmptyView() }
}
