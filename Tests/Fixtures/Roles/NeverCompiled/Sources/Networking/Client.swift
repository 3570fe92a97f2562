import Alamofire

public struct Client { public init() {} }
