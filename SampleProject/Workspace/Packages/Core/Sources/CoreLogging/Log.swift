import Foundation

public func log(_ message: String) {}
