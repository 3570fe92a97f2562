import Observation

/// A route the app's navigation stack can push; features define their own cases.
public protocol Route: Hashable, Sendable {}

/// Owns the navigation path of one tab.
@MainActor
@Observable
public final class NavigationRouter<R: Route> {
    public var path: [R] = []
    public var sheet: R?

    public init() {}

    public func push(_ route: R) {
        path.append(route)
    }

    public func present(_ route: R) {
        sheet = route
    }

    public func pop() {
        _ = path.popLast()
    }

    public func popToRoot() {
        path.removeAll()
    }
}
