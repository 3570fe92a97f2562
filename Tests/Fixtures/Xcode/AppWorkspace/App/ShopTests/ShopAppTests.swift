import XCTest
@testable import Shop_App
import Core

final class ShopAppTests: XCTestCase {
    func testFormat() { XCTAssertEqual(format(Price(cents: 3)), "3") }
}
