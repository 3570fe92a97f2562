import Foundation

public struct SyncEngine {
    public init() {}
}
