import XCTest
import CoreStorageTestHelpers
@testable import CoreStorage

final class StoreTests: XCTestCase {
    func testFilled() { XCTAssertEqual(makeStore(["a": "b"]).values["a"], "b") }
}
