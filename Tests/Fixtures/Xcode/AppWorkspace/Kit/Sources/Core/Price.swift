/// A price in minor units.
public struct Price: Hashable, Sendable {
    public var cents: Int
    public init(cents: Int) { self.cents = cents }
}

public let coreVersion = "1.0"
