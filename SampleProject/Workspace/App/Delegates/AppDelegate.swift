import UIKit
import ProfileFeature
import SearchFeature

final class AppDelegate {}
