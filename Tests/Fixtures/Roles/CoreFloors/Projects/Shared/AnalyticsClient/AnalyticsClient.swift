import Foundation
import DesignSystem

/// Logs events. It reads the design system's accent colour for its debug overlay: a service
/// reaching into the UI kit beside it, a true peer import.
public struct AnalyticsClient: Sendable {
    public init() {}
    public func log(_ event: String) -> String { "\(event) \(Palette.accent)" }
}
