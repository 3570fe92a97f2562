import XCTest
@testable import Core

final class PriceTests: XCTestCase {
    func testCents() { XCTAssertEqual(Price(cents: 5).cents, 5) }
}
