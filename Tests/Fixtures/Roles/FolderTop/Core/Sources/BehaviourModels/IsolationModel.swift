import Localization

/// A model of the isolation rules, titled in the app's language.
public struct IsolationModel: Sendable {
    public init() {}
    public var previewType: String { Strings.title }
}
