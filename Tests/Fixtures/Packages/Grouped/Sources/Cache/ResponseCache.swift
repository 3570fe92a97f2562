import Data

public struct ResponseCache {
    public init() {}
    func warm(_ repository: Repository) {}
}
