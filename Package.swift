// swift-tools-version:6.0
import PackageDescription

// archlint's own targets follow its pipeline, one stage per target, each depending only on the
// stages below it (archlint.json at the root checks this with archlint itself):
//
//   ArchLintCLI       commands and their options (the executable calls only this)
//   ArchLintKit       the check pipeline, baselines, reports, diagrams, git hooks
//   ArchLintCache     the on-disk caches; implements the stores the stages below declare
//   ArchLintRules     the rules file, selectors, rule kinds, findings and their fix plans
//   ArchLintGraph     the module graph and the symbol index over it
//   ArchLintPackage   what a workspace declares: manifests, Xcode projects, source discovery
//   ArchLintSyntax    Swift source read as the compiler reads it: imports, declarations
//   ArchLintSupport   generic code: paths, files, JSON, globs, processes, graph algorithms
//
// Names cross targets with `package` access: nothing is public. Each target's README.md states
// its contract.
let package = Package(
    name: "archlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "archlint", targets: ["archlint"]),
        // `swift package archlint` in any package that depends on this one.
        .plugin(name: "ArchlintPlugin", targets: ["ArchlintPlugin"]),
    ],
    targets: [
        .target(name: "ArchLintSupport", exclude: ["README.md"]),
        .target(name: "ArchLintSyntax", dependencies: ["ArchLintSupport"], exclude: ["README.md"]),
        .target(
            name: "ArchLintPackage", dependencies: ["ArchLintSupport", "ArchLintSyntax"],
            // The ProjectDescription that Tuist manifests compile against: embedded as text, not built here.
            exclude: ["README.md", "Tuist/ProjectDescription"]),
        .target(
            name: "ArchLintGraph", dependencies: ["ArchLintSupport", "ArchLintSyntax", "ArchLintPackage"],
            exclude: ["README.md"]),
        .target(
            name: "ArchLintRules",
            dependencies: ["ArchLintSupport", "ArchLintSyntax", "ArchLintPackage", "ArchLintGraph"],
            exclude: ["README.md"]),
        .target(
            name: "ArchLintCache",
            dependencies: ["ArchLintSupport", "ArchLintSyntax", "ArchLintPackage", "ArchLintGraph", "ArchLintRules"],
            exclude: ["README.md"]),
        .target(
            name: "ArchLintKit",
            dependencies: [
                "ArchLintSupport", "ArchLintSyntax", "ArchLintPackage", "ArchLintGraph", "ArchLintRules",
                "ArchLintCache",
            ],
            exclude: ["README.md", "Reporting/README.md", "Diagram/README.md"]),
        .target(
            name: "ArchLintCLI",
            dependencies: [
                "ArchLintSupport", "ArchLintSyntax", "ArchLintPackage", "ArchLintGraph", "ArchLintRules", "ArchLintKit",
            ], exclude: ["README.md"]),
        // Synthetic workspaces of any size, for the benchmark and the tests only.
        .target(
            name: "ArchLintSyntheticTree", dependencies: ["ArchLintSyntax", "ArchLintGraph"], exclude: ["README.md"]),
        // Thin executable: arguments in, exit code out.
        .executableTarget(name: "archlint", dependencies: ["ArchLintCLI"]),
        // Benchmarks: `swift run -c release archlint-bench [--size N] [--out DIR]`, `archlint-bench cache`.
        .executableTarget(
            name: "archlint-bench",
            dependencies: [
                "ArchLintSupport", "ArchLintSyntax", "ArchLintPackage", "ArchLintKit", "ArchLintCache", "ArchLintCLI",
                "ArchLintSyntheticTree",
            ]),
        // Command plugin: runs the archlint tool on the package it is invoked in.
        .plugin(
            name: "ArchlintPlugin",
            capability: .command(
                intent: .custom(
                    verb: "archlint",
                    description: "Check the package's module imports against its architecture rules")),
            // No `dependencies: ["archlint"]`: the plugin builds the product when it runs (see its source).
            path: "Sources/ArchlintPlugin"
        ),
        // One test target per library target (its tests in Tests/<Target>Tests), sharing
        // fixtures, golden files and child-process helpers through ArchLintTestSupport. A target
        // whose tests run the built tool depends on the `archlint` executable so `swift test` builds it.
        .target(
            name: "ArchLintTestSupport",
            dependencies: ["ArchLintSupport", "ArchLintSyntax", "ArchLintPackage", "ArchLintGraph", "ArchLintRules"],
            path: "Tests/ArchLintTestSupport"),
        .testTarget(
            name: "ArchLintSupportTests",
            dependencies: ["ArchLintSupport", "ArchLintTestSupport"]),
        .testTarget(
            name: "ArchLintSyntaxTests",
            dependencies: [
                "ArchLintSupport", "ArchLintSyntax", "ArchLintGraph", "ArchLintCLI", "ArchLintSyntheticTree",
                "ArchLintTestSupport",
            ]),
        .testTarget(
            name: "ArchLintPackageTests",
            dependencies: [
                "ArchLintSupport", "ArchLintSyntax", "ArchLintPackage", "ArchLintGraph", "ArchLintRules", "ArchLintKit",
                "ArchLintTestSupport", "archlint",
            ]),
        .testTarget(
            name: "ArchLintGraphTests",
            dependencies: [
                "ArchLintSupport", "ArchLintSyntax", "ArchLintPackage", "ArchLintGraph", "ArchLintRules", "ArchLintKit",
                "ArchLintTestSupport", "archlint",
            ]),
        .testTarget(
            name: "ArchLintRulesTests",
            dependencies: [
                "ArchLintSupport", "ArchLintSyntax", "ArchLintPackage", "ArchLintGraph", "ArchLintRules", "ArchLintKit",
                "ArchLintTestSupport", "archlint",
            ]),
        .testTarget(
            name: "ArchLintCacheTests",
            dependencies: [
                "ArchLintSupport", "ArchLintSyntax", "ArchLintGraph", "ArchLintRules", "ArchLintCache", "ArchLintKit",
                "ArchLintCLI", "ArchLintSyntheticTree", "ArchLintTestSupport", "archlint",
            ]),
        .testTarget(
            name: "ArchLintKitTests",
            dependencies: [
                "ArchLintSupport", "ArchLintSyntax", "ArchLintPackage", "ArchLintGraph", "ArchLintRules",
                "ArchLintCache", "ArchLintKit", "ArchLintCLI", "ArchLintSyntheticTree", "ArchLintTestSupport",
                "archlint",
            ]),
        .testTarget(
            name: "ArchLintCLITests",
            dependencies: [
                "ArchLintSupport", "ArchLintSyntax", "ArchLintPackage", "ArchLintGraph", "ArchLintRules", "ArchLintKit",
                "ArchLintCLI", "ArchLintTestSupport", "archlint",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
