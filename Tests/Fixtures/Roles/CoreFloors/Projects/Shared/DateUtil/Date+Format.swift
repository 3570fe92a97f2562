import Foundation

extension Date {
    public var yearMonthDay: String { ISO8601DateFormatter().string(from: self) }
}
