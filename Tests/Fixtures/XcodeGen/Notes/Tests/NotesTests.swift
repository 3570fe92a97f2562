import XCTest
@testable import NotesApp

final class NotesTests: XCTestCase {}
