import SwiftUI

public enum Theme {
    public static let accent = Color.blue
}
