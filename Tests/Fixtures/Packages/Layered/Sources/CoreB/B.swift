import SwiftUI

/// CoreB is a design system: CoreA, a service without screens, importing it couples two peers.
public struct Badge: View {
    public var body: some View { Text("b") }
}

public func b() -> Int { 1 }
