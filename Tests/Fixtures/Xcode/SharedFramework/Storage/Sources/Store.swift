import Foundation

public struct Store {
    public init() {}
}
