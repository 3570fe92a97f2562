import Data
import Cache

public struct APIClient {
    public init() {}
    func refresh() -> Repository { Repository() }
    func stored() -> ResponseCache { ResponseCache() }
}
