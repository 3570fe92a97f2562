import Foundation
import Alamofire

/// The app's requests, built around Alamofire.
enum Router: URLRequestConvertible {
    case profile(String)
    case feed

    func asURLRequest() throws -> URLRequest { URLRequest(url: URL(string: "https://api.example.com")!) }
}
