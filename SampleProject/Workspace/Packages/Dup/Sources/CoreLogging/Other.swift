public func other() {}
