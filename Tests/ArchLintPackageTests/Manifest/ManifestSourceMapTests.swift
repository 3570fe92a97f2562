import Testing
@testable import ArchLintPackage
import ArchLintSupport
@testable import ArchLintTestSupport

/// Where targets and dependency entries are written: read with the manifest editor's tokens, so
/// every string literal form is skipped exactly.
@Suite struct ManifestSourceMapTests {
    @Test func locatesTargetsAndDependencies() {
        let map = ManifestSourceMap(
            text: """
                let package = Package(
                    name: "P",
                    targets: [
                        .target(name: "Core"),
                        .target(name: "Feature", dependencies: ["Core", .product(name: "Kit", package: "K")]),
                    ]
                )
                """)
        #expect(map.targets["Core"] == TextPosition(line: 4, column: 9))
        #expect(map.targets["Feature"] == TextPosition(line: 5, column: 9))
        #expect(map.dependencies["Feature"]?["Core"] == TextPosition(line: 5, column: 49))
        #expect(map.dependencies["Feature"]?["Kit"] != nil)
    }

    /// A raw string holding a quote and a multi-line string holding what looks like a target
    /// must not shift what follows (a plain-string scanner ended the raw string at its inner
    /// quote and read the rest of the manifest out of step).
    @Test func rawAndMultiLineStringsAreSkippedWhole() {
        let map = ManifestSourceMap(
            text: """
                let banner = #"say "hi" to .target(name: "Ghost")"#
                let notes = \"\"\"
                    .target(name: "Phantom")
                    \"\"\"
                let package = Package(
                    name: "P",
                    targets: [.target(name: "Real", dependencies: ["Core"]), .target(name: "Core")]
                )
                """)
        #expect(map.targets["Ghost"] == nil)
        #expect(map.targets["Phantom"] == nil)
        #expect(map.targets["Real"] == TextPosition(line: 7, column: 15))
        #expect(map.dependencies["Real"]?["Core"] == TextPosition(line: 7, column: 52))
    }
}
