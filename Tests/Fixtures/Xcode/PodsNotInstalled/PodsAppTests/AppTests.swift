import XCTest
@testable import PodsApp

final class AppTests: XCTestCase {}
