public final class Store {
    var values: [String: String] = [:]
    public init() {}
}
