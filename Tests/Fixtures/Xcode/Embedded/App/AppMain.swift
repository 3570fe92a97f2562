import SwiftUI
import Bridge

let bridge = Bridge()
