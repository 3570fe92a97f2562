import ArchLintSupport

/// What one target can import on one platform, for judging its `#if canImport(X)` the way the
/// compiler does when it builds that target: `X` is found when it is the target's own module,
/// a module on its search path, or a module of the platform's SDK.
///
/// A target's search path holds every module it depends on, directly or through other
/// dependencies: SwiftPM puts the modules of a target's whole dependency closure beside it, and
/// Xcode builds every target of a workspace into one products folder per platform. A
/// dependency declared for some platforms only (`.when(platforms: [.iOS])`) is on the search
/// path of those platforms only. A module of the workspace that builds for other platforms only
/// (a watchOS framework seen from an iOS app) is in another platform's products folder, so not
/// found. Anything else (a module the table of SDK modules does not know, a workspace module not
/// declared that a build may have put beside the target) stays undecided.
package struct ImportableModules: Sendable {
    /// The module name the target is compiled as.
    package var own: String
    /// Import names of the workspace's modules with the platforms each builds for (empty: any).
    package var workspacePlatforms: [String: [String]]
    /// Import names of the modules on its search path on the platform judged, found the first
    /// time a `canImport` asks (most targets never do: a walk of the graph per target would be
    /// paid for nothing).
    private let search: Locked<Set<String>?>
    private let findVisible: @Sendable () -> Set<String>

    package init(own: String, workspacePlatforms: [String: [String]], visible: @escaping @Sendable () -> Set<String>) {
        self.own = own
        self.workspacePlatforms = workspacePlatforms
        self.search = Locked(nil)
        self.findVisible = visible
    }

    /// Import names of the modules on the target's search path on the platform judged.
    package var visible: Set<String> {
        if let known = search.withLock({ $0 }) { return known }
        let found = findVisible()
        search.withLock { $0 = found }
        return found
    }

    /// Whether `module` can be imported on `platform` (nil: any platform): true, false, or nil
    /// for undecided.
    package func canImport(_ module: String, on platform: String?) -> Bool? {
        if module == own || visible.contains(module) { return true }
        guard let platform else { return nil }
        if let present = SDKModules.isPresent(module, on: platform) { return present }
        if let platforms = workspacePlatforms[module], !platforms.isEmpty, !platforms.contains(platform) {
            return false
        }
        return nil
    }
}

extension ModuleGraph {
    /// The import names `module` finds on its search path on `platform` (nil: on every
    /// platform, so a dependency declared for some platforms only does not count): its declared
    /// dependencies whose condition holds there, and theirs, transitively.
    package func visibleImportNames(of module: String, on platform: String?) -> Set<String> {
        var names: Set<String> = []
        var seen: Set<String> = [module]
        var pending = [module]
        while let current = pending.popLast() {
            for dependency in declaredDependencies(of: current) {
                if let platforms = dependency.condition?.platforms, !platforms.isEmpty {
                    guard let platform, platforms.contains(platform) else { continue }
                }
                let target = dependency.key.to
                if let found = modules[target] {
                    names.insert(found.moduleName)
                    if let clang = found.clangModule { names.insert(clang) }
                } else {
                    names.insert(target)
                }
                if seen.insert(target).inserted { pending.append(target) }
            }
        }
        return names
    }

    /// The import names of the workspace's modules (package and Xcode targets) with the
    /// platforms each builds for; a name two modules share keeps the platforms of both (empty
    /// when one builds anywhere).
    package var workspaceModulePlatforms: [String: [String]] {
        var platforms: [String: Set<String>] = [:]
        var anywhere: Set<String> = []
        for module in modules.values where module.kind.isTarget {
            if module.platforms.isEmpty { anywhere.insert(module.moduleName) }
            platforms[module.moduleName, default: []].formUnion(module.platforms)
        }
        return platforms.mapValues { $0.sorted() }.reduce(into: [:]) { result, entry in
            result[entry.key] = anywhere.contains(entry.key) ? [] : entry.value
        }
    }

    /// What `module` can import on `platform`, for `ConditionEvaluator.importable`.
    package func importableModules(
        of module: String, on platform: String?,
        workspacePlatforms: [String: [String]]
    ) -> ImportableModules {
        let graph = self
        return ImportableModules(own: modules[module]?.moduleName ?? module, workspacePlatforms: workspacePlatforms) {
            graph.visibleImportNames(of: module, on: platform)
        }
    }
}
