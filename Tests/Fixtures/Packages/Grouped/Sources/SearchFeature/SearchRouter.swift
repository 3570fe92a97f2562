public struct SearchRouter {
    public init() {}
}
