import SwiftUI
import CoreKit

public struct ProfileView {}
