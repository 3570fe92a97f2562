import Foundation

/// An amount in minor units (cents) with its ISO currency code.
public struct Money: Hashable, Sendable, Codable {
    public var minorUnits: Int
    public var currency: String

    public init(minorUnits: Int, currency: String) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    public static func + (lhs: Money, rhs: Money) -> Money {
        precondition(lhs.currency == rhs.currency, "cannot add \(lhs.currency) to \(rhs.currency)")
        return Money(minorUnits: lhs.minorUnits + rhs.minorUnits, currency: lhs.currency)
    }
}

extension Money {
    /// "€12.50", in the user's locale.
    public func formatted(locale: Locale = .current) -> String {
        let amount = Decimal(minorUnits) / 100
        return amount.formatted(.currency(code: currency).locale(locale))
    }
}

extension String {
    /// Masks all but the last four characters: "•••• 4242".
    public var maskedCardNumber: String {
        let digits = filter(\.isNumber)
        return "•••• " + String(digits.suffix(4))
    }
}
