import XCTest
final class SyncTests: XCTestCase {}
