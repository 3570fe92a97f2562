import Foundation
@testable import struct Data.UserDTO

/// A struct with members of every kind.
public struct Account: Sendable {
    public let id: String
    var balance: Int
    public private(set) var owner: String
    private func audit() {}
    public init(id: String) { self.id = id; balance = 0; owner = "" }
    struct Nested { let ignored: Int }
}

final class Ledger {}
open class Base {
    open func render() {}
    class func make() -> Base { Base() }
}
package enum Status: String {
    case open, closed = "c"
    case pending(reason: String), archived
    func describe() -> String { "" }
}
fileprivate protocol Auditing {
    func audit()
    associatedtype Entry
}
public extension Account {
    func total() -> Int { balance }
    private func secret() {}
}
extension Ledger.Page {
    public static var size: Int { 10 }
}
distributed actor Clerk {}
public typealias Amount = Decimal
public func transfer(_ amount: Amount) {}
private let limit = 10
public var open = true
let `default` = 1
#if DEBUG
public struct DebugOnly {}
#endif
func `class`() {}
