public struct Cipher {
    public init() {}
    public func seal(_ text: String) -> String { String(text.reversed()) }
}
