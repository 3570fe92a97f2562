// A true finding: the watch app imports the iOS framework it does not link.
import SwiftUI
import PhoneKit
