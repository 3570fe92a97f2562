import Foundation

public struct Model {
    public init() {}
}
