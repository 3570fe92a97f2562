import XCTest
@testable import Timeline

final class TimelineTests: XCTestCase {
    func testEmpty() { XCTAssertNotNil(TimelineView(statuses: [])) }
}
