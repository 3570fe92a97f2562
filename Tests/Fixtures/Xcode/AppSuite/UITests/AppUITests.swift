import XCTest
final class AppUITests: XCTestCase {}
