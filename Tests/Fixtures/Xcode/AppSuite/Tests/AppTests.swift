import XCTest
final class AppTests: XCTestCase {}
