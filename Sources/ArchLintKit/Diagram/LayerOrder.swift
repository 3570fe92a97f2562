/// Where a group of the rules file sits in the picture, top to bottom.
///
/// Groups are named by teams, so the order is read from the words of the name: the first word
/// found in the table below decides the tier, e.g. `composition-root` (0), `app-layer` (1),
/// `features` (2), `data` (3), `domain` / `network` (4), unknown names (5), `core` (6),
/// `http-libraries` (7). Within a tier, groups sort by name. A module in several groups is drawn
/// in the first of them in this order, so `App` lands in `composition-root` before `app-layer`.
package enum LayerOrder {
    /// Tier of each known word; lower is higher in the picture.
    static let tiers: [String: Int] = {
        let table: [(Int, [String])] = [
            (0, ["composition", "root", "main", "entry", "entrypoint"]),
            (1, ["app", "apps", "application", "applications", "shell", "host"]),
            (
                2,
                ["feature", "features", "presentation", "screen", "screens", "scene", "scenes", "ui", "view", "views"]
            ),
            (3, ["data", "repository", "repositories", "persistence", "storage"]),
            (
                4,
                [
                    "domain", "usecase", "usecases", "business", "model", "models", "network", "networking",
                    "api", "apis", "service", "services", "infrastructure", "infra", "interface", "interfaces",
                ]
            ),
            (
                6,
                [
                    "core", "shared", "common", "foundation", "utilities", "utility", "util", "utils", "base",
                    "platform", "design", "support", "kit",
                ]
            ),
            (
                7,
                [
                    "external", "externals", "third", "thirdparty", "vendor", "vendors", "library", "libraries",
                    "sdk", "sdks", "dependencies", "packages",
                ]
            ),
        ]
        var tiers: [String: Int] = [:]
        for (tier, words) in table { for word in words { tiers[word] = tier } }
        return tiers
    }()

    /// The tier of a name no word of the table matches.
    package static let unknownTier = 5
    /// The tier of the layer `archlint graph` adds for apps and extensions no group names: above
    /// every group.
    package static let appsTier = -1

    /// The tier of a group name.
    package static func tier(of group: String) -> Int {
        for word in words(group) {
            if let tier = tiers[word] { return tier }
        }
        return unknownTier
    }

    /// Group names, top to bottom.
    package static func sorted(_ groups: [String]) -> [String] {
        groups.sorted { (tier(of: $0), $0) < (tier(of: $1), $1) }
    }

    /// Lowercased words of a name: split at non-letters and before inner capitals
    /// (`compositionRoot`, `composition-root`, `Composition_Root` give `composition`, `root`).
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in name {
            if !character.isLetter && !character.isNumber {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                previousWasLower = false
                continue
            }
            if character.isUppercase && previousWasLower && !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
            previousWasLower = character.isLowercase
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
