import Core

public struct Feature {
    public let core = Core()
    public init() {}
}
