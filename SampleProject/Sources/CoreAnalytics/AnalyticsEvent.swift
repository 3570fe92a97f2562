import Foundation

/// One thing the user did, with the properties the dashboard groups by.
public struct AnalyticsEvent: Sendable, Codable, Equatable {
    public let name: String
    public let properties: [String: String]
    public let timestamp: Date

    public init(name: String, properties: [String: String] = [:], timestamp: Date = Date()) {
        self.name = name
        self.properties = properties
        self.timestamp = timestamp
    }
}

extension AnalyticsEvent {
    public static func screenViewed(_ screen: String) -> AnalyticsEvent {
        AnalyticsEvent(name: "screen_viewed", properties: ["screen": screen])
    }

    public static func buttonTapped(_ button: String) -> AnalyticsEvent {
        AnalyticsEvent(name: "button_tapped", properties: ["button": button])
    }

    public static func paymentSent(amountMinor: Int, currency: String) -> AnalyticsEvent {
        AnalyticsEvent(
            name: "payment_sent",
            properties: ["amount_minor": String(amountMinor), "currency": currency]
        )
    }
}
