import SyncKit

public func remind() { SyncClient().push("reminder") }
