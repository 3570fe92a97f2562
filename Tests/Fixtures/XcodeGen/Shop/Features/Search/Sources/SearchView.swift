import SwiftUI
import DesignSystem

public struct SearchView {}
