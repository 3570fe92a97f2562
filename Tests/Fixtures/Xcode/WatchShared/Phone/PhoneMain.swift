import SwiftUI
import PhoneKit

let phone = PhoneKitVersion.number
