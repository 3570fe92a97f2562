import EnumUtil
import SchoolHubClient

public struct SchoolClient: Sendable {
    let api = SchoolHubClient()
    public init() {}
    public func searchPath(_ kind: SchoolKind) -> String { api.path("schools/\(kind.rawValue)") }
}
