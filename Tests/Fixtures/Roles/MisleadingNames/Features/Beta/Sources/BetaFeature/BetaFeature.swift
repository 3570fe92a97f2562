import Foundation

/// Feature flags: which unfinished features are on.
public struct BetaFeature: Sendable {
    public var newImporter = false
    public var compactHome = true
    public static let current = BetaFeature()
}
