public func log(_ message: String) { print(message) }
