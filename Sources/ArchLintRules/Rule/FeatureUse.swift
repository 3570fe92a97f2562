import ArchLintGraph

/// How one feature uses another that it imports, judged from the declarations crossing the edge:
///
/// - it *presents* the other when it uses one of the other's entry types: the ones named after it
///   (`Settings`, `SettingsView`, `Settings.State` for `SettingsFeature`), or, in a module that
///   declares none, its screens (`DepositAccountView` and `DepositAccountViewModel` in
///   `DemandDepositFeature`): a parent showing a child as a destination;
/// - it *reaches into* the other when it uses none of them (`LeaderboardResultsView`,
///   `ResultEnvelope` of `LeaderboardFeature`, which has `LeaderboardView`): a component living
///   in a feature, used sideways;
/// - *depends on its protocols* when everything it uses of the other is protocols the other
///   declares (`ScannerModuleAPI` of `BarcodeScanner`): an interface, neither a screen shown nor
///   a component taken, still one feature coupled to another's module;
/// - *no visible use* when archlint sees none of the other's declarations used (the import may be
///   dead, or used only through members it cannot attribute).
///
/// The independent rule words its finding by it, and the fix planner picks the plan: let the
/// root present it, move the shared component down, or delete the import.
package enum FeatureUse: Sendable, Hashable {
    /// The entry types used, and the other declarations used beside them.
    case presents(entryTypes: [String], alsoUsed: [String])
    case reachesInto(components: [String])
    /// Every declaration used is a protocol the other declares.
    case usesProtocols([String])
    case noVisibleUse

    /// Judges `from`'s use of `to`.
    package static func judge(from: String, to: String, symbols: SymbolIndex) -> FeatureUse {
        let used = symbols.crossingSymbols(from: from, to: to).map(\.name)
        guard !used.isEmpty, let module = symbols.graph.modules[to] else { return .noVisibleUse }
        let declared = symbols.declarations(of: module)
        let entries = entryTypes(declared: Array(declared.keys), module: to)
        let entryUses = used.filter(entries.contains)
        if !entryUses.isEmpty {
            return .presents(entryTypes: entryUses, alsoUsed: used.filter { !entries.contains($0) })
        }
        if used.allSatisfy({ declared[$0]?.declaration.kind == .protocol }) { return .usesProtocols(used) }
        return .reachesInto(components: used)
    }

    /// A module's entry types among its declarations: those named after it, else its screens
    /// (names ending in `View`, `Screen`, `ViewController`) with their companions
    /// (`DepositAccountViewModel` beside `DepositAccountView`).
    package static func entryTypes(declared: [String], module: String) -> Set<String> {
        let named = Set(declared.filter { isEntryType($0, of: module) })
        if !named.isEmpty { return named }
        var prefixes: Set<String> = []
        for name in declared {
            for suffix in ["ViewController", "Screen", "View"] where name.hasSuffix(suffix) && name.count > suffix.count
            {
                prefixes.insert(String(name.dropLast(suffix.count)))
                break
            }
        }
        return Set(
            declared.filter { name in
                prefixes.contains { name.hasPrefix($0) && entrySuffixes.contains(String(name.dropFirst($0.count))) }
            })
    }

    /// Suffixes that, after a feature's stem, name its entry: its screen, its reducer, its router.
    static let entrySuffixes: Set<String> = [
        "", "View", "Views", "Screen", "ViewController", "Controller", "Feature", "Reducer", "Coordinator", "Router",
        "Flow", "Store", "ViewModel", "State", "Action", "Destination", "Module", "Builder", "Factory", "Entry", "Page",
        "Sheet", "Scene", "Container", "Root", "Navigation", "Tab",
    ]

    /// The name a feature's types start with: the module name without `Feature` / `Features`.
    package static func stem(of module: String) -> String {
        for suffix in ["Features", "Feature"] where module.hasSuffix(suffix) && module != suffix {
            return String(module.dropLast(suffix.count))
        }
        return module
    }

    /// True when `type` is named after `module`'s stem followed by an entry suffix.
    package static func isEntryType(_ type: String, of module: String) -> Bool {
        let stem = stem(of: module)
        guard type.hasPrefix(stem) else { return false }
        return entrySuffixes.contains(String(type.dropFirst(stem.count)))
    }
}
