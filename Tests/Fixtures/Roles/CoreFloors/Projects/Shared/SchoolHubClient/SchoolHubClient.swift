import ConstantUtil

/// Builds the paths of the school service; the clients above it call these.
public struct SchoolHubClient: Sendable {
    public init() {}
    public func path(_ resource: String) -> String { "https://\(Constant.schoolHost)/\(resource)" }
}
