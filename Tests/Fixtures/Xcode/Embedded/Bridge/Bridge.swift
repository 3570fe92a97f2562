import Foundation
import Sync

public struct Bridge {
    public init() { _ = SyncEngine() }
}
