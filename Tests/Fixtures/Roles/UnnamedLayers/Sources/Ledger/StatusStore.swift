import CoreData
import Entities

/// Keeps fetched statuses on disk.
public final class StatusStore {
    let container = NSPersistentContainer(name: "Statuses")
    public init() {}
    public func save(_ statuses: [Status]) throws {
        let context = container.viewContext
        try context.save()
    }
}
