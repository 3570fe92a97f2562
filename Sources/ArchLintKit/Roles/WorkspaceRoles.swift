import ArchLintGraph
import ArchLintRules

// Roles as `check` judges them: from the code too (`CodeFacts`), read through the run's symbol
// cache, so `roles`, `init` and `graph` agree with the findings.

extension LoadedGraph {
    /// The symbol index over the workspace's files, through its symbol cache when it has one.
    package func symbolIndex() -> SymbolIndex {
        SymbolIndex(graph: graph, cache: cache?.symbols)
    }

    /// Every module's role under `configuration` (its "roles" fixed, the rest inferred), and
    /// the warnings about its "roles" entries.
    package func moduleRoles(_ configuration: Configuration) -> (roles: ModuleRoles, warnings: [ConfigurationWarning]) {
        configuration.moduleRoles(in: graph, root: root, symbols: symbolIndex())
    }
}

extension CheckResult {
    /// Every module's role as the run judged them, and the warnings about "roles" entries.
    /// A result read from the result cache has no graph: its roles are empty.
    package func moduleRoles() -> (roles: ModuleRoles, warnings: [ConfigurationWarning]) {
        // Judged once per run: inferring roles reads the code of every module.
        if let judgedRoles { return judgedRoles }
        return configuration.moduleRoles(
            in: graph, root: root, symbols: SymbolIndex(graph: graph, cache: loadedWorkspace?.cache?.symbols))
    }
}
