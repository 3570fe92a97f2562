import ConstantUtil

extension Dictionary where Key == String {
    public var withAPIKey: [String: String] { ["key": Constant.apiKey] }
}
