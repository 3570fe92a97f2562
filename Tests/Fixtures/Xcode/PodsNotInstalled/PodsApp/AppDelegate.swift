import UIKit
import Alamofire

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}
