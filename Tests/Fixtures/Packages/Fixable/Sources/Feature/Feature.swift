import Logging
import SharedModels

public func greet(_ user: Account) { log("hello \(user.name)") }
