import Foundation
import DateUtil
import SessionClient

public struct NoticeClient: Sendable {
    public init() {}
    public func greeting(on date: Date) -> String { "\(SessionClient().userName()) \(date.yearMonthDay)" }
}
