import CoreData

final class StatusEntity: NSManagedObject {
    @NSManaged var id: String
    @NSManaged var text: String
}
