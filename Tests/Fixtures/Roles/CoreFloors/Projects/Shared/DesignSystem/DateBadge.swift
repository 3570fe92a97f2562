import SwiftUI
import DateUtil

public enum Palette {
    public static let accent = Color.orange
}

public struct DateBadge: View {
    let date: Date
    public init(date: Date) { self.date = date }
    public var body: some View { Text(date.yearMonthDay).foregroundColor(Palette.accent) }
}
