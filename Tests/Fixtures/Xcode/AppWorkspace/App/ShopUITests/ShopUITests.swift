import XCTest

final class ShopUITests: XCTestCase {
    func testLaunch() { XCUIApplication().launch() }
}
