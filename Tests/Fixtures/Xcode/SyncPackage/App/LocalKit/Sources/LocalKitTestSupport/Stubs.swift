@testable import LocalKit

public enum Stubs {
    public static let greeting = Greeting.text
}
