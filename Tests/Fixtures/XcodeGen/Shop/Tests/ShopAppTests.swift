import XCTest
@testable import ShopApp

final class ShopAppTests: XCTestCase {}
