import WidgetKit
import SwiftUI
struct StatusWidget {}
