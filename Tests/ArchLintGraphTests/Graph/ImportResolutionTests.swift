import Testing
@testable import ArchLintPackage
@testable import ArchLintGraph

/// Which of several same-named modules an import finds: the rule is one for every kind of
/// project (Xcode projects of a workspace, projects XcodeGen generates from specs that include
/// one shared file), so it is tested on modules as the graph builder makes them.
@Suite struct ImportResolutionTests {
    /// Two projects, each with an app and a `Shared` framework of its own (same platform), and a
    /// third project's `Shared` for watchOS.
    static let modules: [String: Module] = {
        func module(_ name: String, _ project: String, _ kind: XcodeTargetKind, _ platforms: [String]) -> Module {
            var module = Module(
                name: name, kind: .xcode(kind), package: project, manifestPath: "/ws/\(project).xcodeproj",
                moduleName: String(name.split(separator: "/").last!))
            module.platforms = platforms
            return module
        }
        let list = [
            module("Calendar/Shared", "Calendar", .framework, ["ios"]),
            module("CalendarApp", "Calendar", .application, ["ios"]),
            module("Mail/Shared", "Mail", .framework, ["ios"]),
            module("MailApp", "Mail", .application, ["ios"]),
            module("Watch/Shared", "Watch", .framework, ["watchos"]),
            module("WatchApp", "Watch", .application, ["watchos"]),
            module("Tool", "Tools", .commandLineTool, ["macos"]),
        ]
        return Dictionary(uniqueKeysWithValues: list.map { ($0.name, $0) })
    }()

    static let candidates = ["Calendar/Shared", "Mail/Shared", "Watch/Shared"]

    static func choose(_ importer: String, declared: [String: [String]] = [:]) -> String {
        ImportResolution.choose(candidates, importer: importer, modules: modules, declared: declared)
    }

    @Test func anUndeclaredImportFindsTheTargetOfTheImportersOwnProject() {
        // Before: the first by name (Calendar/Shared) for every importer.
        #expect(Self.choose("MailApp") == "Mail/Shared")
        #expect(Self.choose("CalendarApp") == "Calendar/Shared")
        #expect(Self.choose("WatchApp") == "Watch/Shared")
    }

    @Test func aDeclaredDependencyWinsOverTheOwnProject() {
        #expect(Self.choose("MailApp", declared: ["MailApp": ["Calendar/Shared"]]) == "Calendar/Shared")
        #expect(
            Self.choose("MailApp", declared: ["MailApp": ["Kit"], "Kit": ["Calendar/Shared"]]) == "Calendar/Shared",
            "reached through a declared dependency")
    }

    @Test func anOwnProjectTargetOfAnotherPlatformIsNotFound() {
        var modules = Self.modules
        modules["Mail/Shared"]?.platforms = ["watchos"]
        #expect(
            ImportResolution.choose(Self.candidates, importer: "MailApp", modules: modules, declared: [:])
                == "Calendar/Shared", "the iOS one of another project, not its own project's watchOS one")
    }

    @Test func noOwnProjectTargetFallsBackToPlatformThenName() {
        #expect(Self.choose("Tool") == "Calendar/Shared")
    }
}
