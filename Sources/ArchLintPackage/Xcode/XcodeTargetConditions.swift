/// The compilation conditions of an Xcode target as the graph's build selection needs them:
/// the names `#if` tests, each with the SwiftPM-style configuration it holds in.
extension XcodeTarget {
    /// The configuration `--configuration debug|release` selects: the one of that name (any
    /// case); without one, for `debug` the first (by name) that sets `DEBUG`, for `release` the
    /// default configuration when it does not set `DEBUG`, else the first (by name) that does not.
    package func configuration(selectedBy selection: String) -> XcodeBuildConfiguration? {
        if let named = configurations.first(where: { $0.name.lowercased() == selection.lowercased() }) { return named }
        let setsDebug = { (configuration: XcodeBuildConfiguration) in
            configuration.compilationConditions.contains("DEBUG")
        }
        switch selection.lowercased() {
        case "debug":
            return configurations.first(where: setsDebug)
        case "release":
            if let fallback = configuration(named: defaultConfigurationName), !setsDebug(fallback) { return fallback }
            return configurations.first { !setsDebug($0) }
        default:
            return nil
        }
    }

    /// Each compilation condition with the configurations it is set in, as `.define`s: a name
    /// set in both the `debug` and the `release` configuration (see `configuration(selectedBy:)`)
    /// holds always, one set in only one of them holds for that one (`.when(configuration:)`).
    /// Conditions of other configurations (`Staging`) are not used. Sorted by name.
    package var compilationConditionDefines: [PackageManifest.Define] {
        let debug = Set(configuration(selectedBy: "debug")?.compilationConditions ?? [])
        let release = Set(configuration(selectedBy: "release")?.compilationConditions ?? [])
        return debug.union(release).sorted().map { name in
            switch (debug.contains(name), release.contains(name)) {
            case (true, true): PackageManifest.Define(name: name)
            case (true, false):
                PackageManifest.Define(name: name, condition: PackageManifest.Condition(configuration: "debug"))
            default: PackageManifest.Define(name: name, condition: PackageManifest.Condition(configuration: "release"))
            }
        }
    }
}
