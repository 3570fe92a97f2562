import CoreB

public func a() -> Int { b() }
