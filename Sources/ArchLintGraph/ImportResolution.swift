/// Which module an `import` finds when several modules of the workspace have its name (an iOS
/// and a watchOS `Shared` framework in two projects, an iOS and a macOS app both compiled as
/// `App`): they are distinct modules, and the compiler of a target finds the one on that
/// target's search path, never another.
///
/// In order: the importing target itself (a file importing its own module, a common slip in
/// files several targets share, imports nothing else); the module it declares (links, depends
/// on); one it reaches through its declared dependencies (their search paths are its own); one
/// of its own project built for a platform it builds for (several projects of a workspace
/// have a target of that name); one built for a platform it builds for (each platform has its
/// own products folder); else the first by name.
enum ImportResolution {
    /// The module `importer` finds among `candidates` (node names sharing one import name,
    /// sorted). `declared` gives each module's declared dependencies.
    static func choose(
        _ candidates: [String], importer: String, modules: [String: Module],
        declared: [String: [String]]
    ) -> String {
        if candidates.count == 1 || candidates.contains(importer) {
            return candidates.contains(importer) ? importer : candidates[0]
        }
        let direct = Set(declared[importer] ?? [])
        if let found = candidates.first(where: direct.contains) { return found }
        var reached: Set<String> = [importer]
        var pending = Array(direct)
        while let next = pending.popLast() {
            guard reached.insert(next).inserted else { continue }
            pending.append(contentsOf: declared[next] ?? [])
        }
        if let found = candidates.first(where: reached.contains) { return found }
        let platforms = Set(modules[importer]?.platforms ?? [])
        // A target of its own project that builds for a platform it builds for: every project of
        // a workspace puts its products in one products folder, so which of two same-named ones
        // (a target every generated project has from a shared spec) is found is not known; the
        // one its own project builds, with its own settings, is what its build makes.
        if let project = modules[importer]?.manifestPath {
            let sameProject = candidates.first { candidate in
                guard modules[candidate]?.manifestPath == project else { return false }
                let theirs = modules[candidate]?.platforms ?? []
                return platforms.isEmpty || theirs.isEmpty || !platforms.isDisjoint(with: theirs)
            }
            if let sameProject { return sameProject }
        }
        if !platforms.isEmpty,
            let found = candidates.first(where: { candidate in
                let theirs = modules[candidate]?.platforms ?? []
                return !theirs.isEmpty && !platforms.isDisjoint(with: theirs)
            })
        {
            return found
        }
        return candidates[0]
    }
}
