import Foundation

public enum Endpoint {
    case home
    case publish(String)
    var request: URLRequest { URLRequest(url: URL(string: "https://tusk.example/api/home")!) }
}
