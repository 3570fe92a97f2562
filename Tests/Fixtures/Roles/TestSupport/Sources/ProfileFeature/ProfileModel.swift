import CoreStorage
// Reaches internal API of CoreLogging in production code: a finding.
@testable import CoreLogging

struct ProfileModel {
    var logger = Logger()
    mutating func save() { logger.record("saved") }
}
