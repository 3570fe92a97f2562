import CoreKitUI

/// A service that imports the UI kit beside it: two core peers coupled.
public struct CoreKit {
    public static let accent = PrimaryButton.self
}
