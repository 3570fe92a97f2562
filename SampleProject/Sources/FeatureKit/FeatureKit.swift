// Umbrella for feature modules: one import gives a feature the domain model and the design system.
@_exported import Domain
@_exported import CoreUI
#if canImport(SwiftUI)
import SwiftUI

/// What a feature module hands to the composition root: a screen to show.
public protocol FeatureEntry {
    associatedtype Screen: View
    @MainActor func makeScreen() -> Screen
}

/// Type-erased screen for routers that pick one of several features at runtime.
public struct AnyScreen: View {
    private let content: AnyView

    public init(_ screen: some View) {
        self.content = AnyView(screen)
    }

    public var body: some View { content }
}
#endif
