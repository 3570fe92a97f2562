import Foundation
import Models
import DesignSystem
import Settings

/// Tracks screens. It reads the accent colour for its debug overlay (a peer import: a finding)
/// and the settings screen's name (a feature imported by core: a layering break).
public actor Tracker {
    public init() {}
    public func track(_ user: User) {
        _ = Theme.accent
        _ = SettingsScreen.name
    }
}
