import CoreUI
import ProfileFeature
import CoreLogging

public struct SearchScreen {}
