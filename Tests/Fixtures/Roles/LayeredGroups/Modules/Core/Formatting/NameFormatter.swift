import Foundation
import Models

public enum NameFormatter {
    public static func initials(of user: User) -> String { String(user.name.prefix(2)) }
}
