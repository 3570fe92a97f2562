import EnumUtil
import FoundationUtil

public final class SettingsStore: @unchecked Sendable {
    private var values: [String: String] = [:]
    public init() {}
    public var schoolKind: SchoolKind? { values["kind"].flatMap(SchoolKind.init(rawValue:)) }
    public var query: [String: String] { values.withAPIKey }
}
