import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// A dependency on a C or system library target is judged by the module its module map
/// declares: `import Shim` uses `CShim`, whose `include/module.modulemap` says `module Shim`.
@Suite(.requiresSwift)
struct CTargetDependencyTests {
    @Test func cTargetsAreUsedThroughTheirModuleMapsModule() throws {
        let root = Fixtures.repositoryPath("Tests/Fixtures/Packages/CTargets")
        let result = try Linter(workingDirectory: root).check(CheckOptions(packagePath: root))
        #expect(result.graph.modules["CShim"]?.clangModule == "Shim")
        #expect(result.graph.modules["CUnused"]?.clangModule == "CUnused")
        #expect(result.graph.modules["CZ"]?.clangModule == "CZ")
        // App imports Shim and CZ; it never imports CUnused. Tool imports nothing.
        #expect(
            result.violations.map(\.message) == [
                "App declares a dependency on CUnused but no file imports it",
                "Tool declares a dependency on CShim (imported as Shim) but no file imports it",
            ])
        #expect(
            result.violations.map { $0.plan?.dependencyChange } == [
                .remove(module: "App", name: "CUnused", package: nil),
                .remove(module: "Tool", name: "CShim", package: nil),
            ])
    }

    @Test func theModuleMapsFirstModuleIsTheName() {
        #expect(
            ClangModuleMap.firstModule(
                in:
                    "// a comment module Nope\nframework module Kit [system] {\n  umbrella header \"Kit.h\"\n  module * { export * }\n}"
            ) == "Kit")
        #expect(ClangModuleMap.firstModule(in: "/* module Nope */ explicit module A.B {}") == "A.B")
        #expect(ClangModuleMap.firstModule(in: "header \"x.h\"") == nil)
    }
}
