import XCTest
@testable import AppFeature

final class AppTests: XCTestCase {
    func testStarts() { XCTAssertNotNil(AppReducer()) }
}
