import Foundation

/// Splits comma-separated lines into fields.
public struct CSVParser: Sendable {
    public init() {}
    public func rows(of text: String) -> [[String]] {
        text.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
    }
}
