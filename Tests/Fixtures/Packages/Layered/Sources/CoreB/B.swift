public func b() -> Int { 1 }
