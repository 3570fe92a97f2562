import CoreLogging
#if canImport(UIKit)
import UIKit
#endif

public struct Button {}
