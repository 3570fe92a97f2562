import XCTest
@testable import LocalKit
import LocalKitTestSupport

final class GreetingTests: XCTestCase {
    func testText() { XCTAssertEqual(Greeting.text, Stubs.greeting) }
}
