import SwiftUI
import Shared

let model = Model()
