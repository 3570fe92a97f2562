@testable import Network
import Data
import XCTest

final class ClientTests: XCTestCase {}
