import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport
@testable import ArchLintPackage

/// Where an `.xcconfig` `#include` is looked for, as Xcode's build system looks (Swift Build's
/// `MacroConfigFileLoader`): the including file's folder, then the folders of the files that
/// included it, then the project's source root, each also with `.xcconfig` appended to a name
/// without extension; one found nowhere is a warning naming it, and `#include?` is silent.
@Suite struct XcconfigIncludeTests {
    static func layout() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory("xcconfig-include")
        // Configs/App.xcconfig includes Shared/Base.xcconfig, which is not beside it but at the
        // source root; Base includes "Flags" (no extension), beside App.xcconfig only.
        try directory.write("Project/Configs/App.xcconfig", "#include \"Shared/Base.xcconfig\"\nAPP = 1\n")
        try directory.write("Project/Shared/Base.xcconfig", "#include \"Flags\"\nBASE = 1\n")
        try directory.write("Project/Configs/Flags.xcconfig", "SWIFT_ACTIVE_COMPILATION_CONDITIONS = FROM_FLAGS\n")
        return directory
    }

    @Test func aRelativeIncludeIsLookedForWhereXcodeLooks() throws {
        let directory = try Self.layout()
        defer { directory.remove() }
        let root = directory.path("Project")
        let file = XcconfigFile(path: "\(root)/Configs/App.xcconfig", root: root, sourceRoot: root)
        #expect(
            file.assignments.map { "\($0.key)=\($0.value)" }
                == ["SWIFT_ACTIVE_COMPILATION_CONDITIONS=FROM_FLAGS", "BASE=1", "APP=1"])
        #expect(file.problems.isEmpty, "\(file.problems)")
        #expect(file.isComplete)
    }

    @Test func withoutTheSourceRootTheIncludeIsMissingAndSaidSo() throws {
        let directory = try Self.layout()
        defer { directory.remove() }
        let root = directory.path("Project")
        let file = XcconfigFile(path: "\(root)/Configs/App.xcconfig", root: root)
        #expect(file.assignments.map(\.key) == ["APP"])
        #expect(
            file.problems.map(\.description) == [
                "\(root)/Configs/App.xcconfig:1: warning: included file 'Shared/Base.xcconfig' is found in none of the folders "
                    + "Xcode looks in (Configs); its settings are not applied"
            ])
        #expect(!file.isComplete)
        // `#include?` says nothing.
        try directory.write("Project/Configs/Optional.xcconfig", "#include? \"Nowhere.xcconfig\"\nX = 1\n")
        let optional = XcconfigFile(path: "\(root)/Configs/Optional.xcconfig", root: root, sourceRoot: root)
        #expect(optional.problems.isEmpty && optional.assignments.map(\.key) == ["X"])
    }

    /// An include outside the root is never read; a `#include?` one (a developer's own settings
    /// beside the checkout) is a note, a plain `#include` a warning.
    @Test func anIncludeOutsideTheRootIsNotReadAndAnOptionalOneIsANote() throws {
        let directory = try Self.layout()
        defer { directory.remove() }
        let root = directory.path("Project")
        try directory.write("Shared/Developer.xcconfig", "SECRET = 1\n")
        try directory.write(
            "Project/Configs/Outside.xcconfig",
            "#include? \"../../Shared/Developer.xcconfig\"\n#include \"../../Shared/Developer.xcconfig\"\nX = 1\n")
        let file = XcconfigFile(path: "\(root)/Configs/Outside.xcconfig", root: root, sourceRoot: root)
        #expect(file.assignments.map(\.key) == ["X"])
        #expect(
            file.problems.map(\.description) == [
                "\(root)/Configs/Outside.xcconfig:1: note: optional include '../../Shared/Developer.xcconfig' lies outside "
                    + "the root (\(root)); not read (`#include?`: the build does without it where it is absent)",
                "\(root)/Configs/Outside.xcconfig:2: warning: '../../Shared/Developer.xcconfig' resolves outside the root "
                    + "(\(root)); not read",
            ])
    }

    /// An XcodeGen spec's `configFiles`: the generated project sits beside the spec, its source
    /// root; a missing include is a warning, and the spec is still read (no error, no exit 2).
    @Test func anXcodeGenSpecReadsItsConfigFilesIncludesFromItsFolder() throws {
        let directory = try Self.layout()
        defer { directory.remove() }
        try directory.write(
            "Project/project.yml",
            """
            name: P
            targets:
              App:
                type: application
                platform: iOS
                sources: [App]
                configFiles:
                  Debug: Configs/App.xcconfig
                  Release: Configs/Missing.xcconfig
            """)
        try directory.write("Project/Configs/Missing.xcconfig", "#include \"Gone.xcconfig\"\n")
        try directory.write("Project/App/App.swift", "import Foundation\n")
        let root = directory.path("Project")
        let reading = XcodeGenSpecReader.read(specPath: "\(root)/project.yml", root: root)
        let project = try #require(reading.projects.first)
        let app = try #require(project.targets.first { $0.name == "App" })
        #expect(
            app.configuration(named: "Debug")?.compilationConditions.contains("FROM_FLAGS") == true,
            "\(app.configurations)")
        #expect(!project.problems.contains { $0.severity == .error }, "\(project.problems)")
        #expect(
            project.problems.map(\.description).contains(
                "\(root)/Configs/Missing.xcconfig:1: warning: included file 'Gone.xcconfig' is found in none of the folders Xcode "
                    + "looks in (Configs, .); its settings are not applied"), "\(project.problems)")
    }
}
