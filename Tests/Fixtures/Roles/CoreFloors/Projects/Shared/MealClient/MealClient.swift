import Foundation
import DateUtil
import EnumUtil
import SchoolHubClient
import SettingsStore

public struct MealClient: Sendable {
    let api = SchoolHubClient()
    public init() {}
    public func mealPath(on date: Date, store: SettingsStore, kind: SchoolKind) -> String {
        api.path("meals/\(kind.rawValue)/\(date.yearMonthDay)") + "?\(store.query)"
    }
}
