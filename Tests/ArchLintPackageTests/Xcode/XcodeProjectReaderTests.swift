import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// The Xcode project reader on the fixture projects of Tests/Fixtures/Xcode, against expected
/// lists written by hand from the fixtures' project files.
@Suite struct XcodeProjectReaderTests {
    static let fixtures = Fixtures.repositoryPath("Tests/Fixtures/Xcode")

    /// Reads `project` (relative to the fixture folder `root`).
    static func read(_ root: String, _ project: String) -> XcodeProject {
        XcodeProjectReader.read(projectPath: "\(fixtures)/\(root)/\(project)", root: "\(fixtures)/\(root)")
    }

    static func target(_ project: XcodeProject, _ name: String) throws -> XcodeTarget {
        try #require(project.targets.first { $0.name == name }, "no target \(name) in \(project.targets.map(\.name))")
    }

    /// `target`'s Swift files relative to the fixture folder.
    static func files(_ target: XcodeTarget, _ root: String) -> [String] {
        target.swiftFiles.map { XcodePath.relative($0, to: "\(fixtures)/\(root)") }
    }

    /// The problems' messages with the fixture folder replaced by `<root>` and the line kept.
    static func problems(_ project: XcodeProject, _ root: String) -> [String] {
        project.problems.map { problem in
            "\(problem.line.map(String.init) ?? "-"): \(problem.severity.rawValue): "
                + problem.message.replacingOccurrences(of: "\(fixtures)/\(root)", with: "<root>")
        }
    }

    // MARK: - Groups: every source tree and group form

    @Test func groupsResolveEverySourceTree() throws {
        let project = Self.read("Groups", "Project/Groups.xcodeproj")
        #expect(project.name == "Groups")
        #expect(project.isReadable)
        #expect(project.targets.map(\.name) == ["Second", "groups-tool"])
        let tool = try Self.target(project, "groups-tool")
        #expect(
            Self.files(tool, "Groups") == [
                "Project/Generated/FromRoot.swift",  // SOURCE_ROOT
                "Project/Generated/Variable.swift",  // $(SRCROOT) inside a <group> path
                "Project/Sources/Nested/Deeper/Deep.swift",  // group with path and a display name
                "Project/Sources/Original.swift",  // name differs from path: the path counts
                "Project/Sources/Plain.swift",  // group with a name only adds no folder
                "Project/Sources/Template.swifttemplate",  // explicitFileType sourcecode.swift
                "Project/Sources/en.lproj/Greeting.swift",  // variant group
                "Project/Sources/fr.lproj/Greeting.swift",
                "Project/Tools/ToolMain.swift",  // group whose sourceTree is SOURCE_ROOT
                "Shared/Up.swift",  // ../.. from a group, still inside the root
            ])
        // Listed, missing on disk (a build step generates it): not a source, a note.
        #expect(
            tool.missingSwiftFiles.map { XcodePath.relative($0, to: "\(Self.fixtures)/Groups") } == [
                "Project/Sources/Missing.swift"
            ])
        // BUILT_PRODUCTS_DIR and DEVELOPER_DIR sources are counted, not read.
        #expect(tool.sourcesOutsideSourceTree == 2)
        #expect(tool.kind == .commandLineTool)
        #expect(tool.moduleName == "groups_tool")
        #expect(tool.linkedTargets == [XcodeTargetReference(project: project.path, target: "Second")])
        #expect(tool.line == 144)

        let second = try Self.target(project, "Second")
        #expect(Self.files(second, "Groups") == ["Project/Sources/Plain.swift"])
        #expect(second.productName == "GroupsKit")
        #expect(second.moduleName == "GroupsKit")
        #expect(second.defaultConfigurationName == "Debug")
        #expect(second.configurations.map(\.compilationConditions) == [["DEBUG"], ["RELEASE"]])
        #expect(second.configurations.map(\.sdkRoot) == ["macosx", "macosx"])

        #expect(
            Self.problems(project, "Groups") == [
                "42: warning: '../../../Escape.swift' (compiled by 'groups-tool') resolves outside the root: \(Self.fixtures)/Escape.swift; dropped",
                "43: warning: '/usr/share/Outside.swift' (compiled by 'groups-tool') resolves outside the root: /usr/share/Outside.swift; dropped",
                "-: note: target 'groups-tool' (Groups.xcodeproj) compiles this file, which does not exist: a build step generates it, or it was not committed; not checked",
            ])
        #expect(project.problems.last?.kind == .missingSource)
        #expect(project.problems.last?.path == "\(Self.fixtures)/Groups/Project/Sources/Missing.swift")
        let debug = try #require(tool.configuration(named: "Debug"))
        #expect(debug.compilationConditions == ["DEBUG"])
        #expect(
            debug.unresolved == [
                "$(UNDEFINED_FLAG): not set in the project, its .xcconfig files or archlint's built-in settings; taken as empty"
            ])
    }

    @Test func absolutePathsInsideTheRootAreKept() throws {
        let root = try TemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: "\(root)/P.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: "\(root)/Lib", withIntermediateDirectories: true)
        try "let x = 1\n".write(toFile: "\(root)/Lib/Abs.swift", atomically: true, encoding: .utf8)
        try """
        {
        \tobjects = {
        \t\tF1 = {isa = PBXFileReference; path = "\(root)/Lib/Abs.swift"; sourceTree = "<absolute>"; };
        \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
        \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        \t\tT1 = {isa = PBXNativeTarget; name = Tool; buildPhases = (S1); productType = "com.apple.product-type.tool"; };
        \t\tG1 = {isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
        \t\tP1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
        \t};
        \trootObject = P1;
        }
        """.write(toFile: "\(root)/P.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        let project = XcodeProjectReader.read(projectPath: "\(root)/P.xcodeproj", root: root)
        let tool = try Self.target(project, "Tool")
        #expect(tool.swiftFiles == [XcodePath.normalize("\(root)/Lib/Abs.swift")])
        // No configuration list: the names fall back to the target name.
        #expect(tool.productName == "Tool")
        #expect(tool.moduleName == "Tool")
        #expect(tool.configurations.isEmpty)
        #expect(project.problems.isEmpty)
    }

    // MARK: - AppSuite: kinds, names, packages, dependencies, settings

    @Test func appSuiteTargetsKindsAndNames() throws {
        let project = Self.read("AppSuite", "AppSuite.xcodeproj")
        #expect(project.problems.isEmpty, "\(project.problems)")
        // The aggregate target Lint compiles nothing and is not a target here.
        #expect(
            project.targets.map(\.name) == [
                "AppTests", "AppUITests", "Clip", "CoreKit", "My App-iOS", "ShareExtension", "Widget",
            ])
        let summary = project.targets.map { "\($0.name) | \($0.kind.spelling) | \($0.productName) | \($0.moduleName)" }
        #expect(
            summary == [
                "AppTests | unit-test | AppTests | AppTests",
                "AppUITests | ui-test | AppUITests | AppUITests",
                "Clip | app-clip | 3D Clip | _D_Clip",
                "CoreKit | framework | Core Kit | Core",
                "My App-iOS | app | My App-iOS | My_App_iOS",
                "ShareExtension | app-extension | ShareExtension | ShareExtension",
                "Widget | widget | WidgetExtension | WidgetExtension",
            ])
    }

    @Test func appSuiteFilesSharedAcrossTargets() throws {
        let project = Self.read("AppSuite", "AppSuite.xcodeproj")
        let files = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, Self.files($0, "AppSuite")) })
        #expect(
            files == [
                "AppTests": ["Shared/Formatting.swift", "Tests/AppTests.swift"],
                "AppUITests": ["UITests/AppUITests.swift"],
                "Clip": ["Clip/ClipApp.swift"],
                "CoreKit": ["CoreKit/CoreKit.swift"],
                "My App-iOS": [
                    "App/AppDelegate.swift", "App/Root View.swift", "App/Routing/AppRouter.swift",
                    "Shared/Formatting.swift",
                ],
                "ShareExtension": ["ShareExtension/ShareViewController.swift", "Shared/Formatting.swift"],
                "Widget": ["Widget/StatusWidget.swift"],
            ])
        let app = try Self.target(project, "My App-iOS")
        #expect(app.sourcesOutsideSourceTree == 1)
        #expect(app.compilesSwift)
    }

    @Test func appSuitePackageProductsAndDependencies() throws {
        let project = Self.read("AppSuite", "AppSuite.xcodeproj")
        let root = "\(Self.fixtures)/AppSuite"
        let app = try Self.target(project, "My App-iOS")
        // The build tool plugin (`plugin:SwiftLintPlugin`) is not a product the app imports.
        #expect(
            app.packageProducts == [
                XcodePackageProduct(
                    productName: "Alamofire", package: .remote(url: "https://github.com/Alamofire/Alamofire.git"),
                    line: 761),
                XcodePackageProduct(
                    productName: "Features", package: .local(path: "\(root)/Packages/Features"), line: 756),
                XcodePackageProduct(productName: "LegacyKit", package: .unspecified, line: 766),
            ])
        #expect(app.line == 255)
        #expect(app.packageProductDependenciesLine == 271)
        let own = { (name: String) in XcodeTargetReference(project: "\(root)/AppSuite.xcodeproj", target: name) }
        #expect(app.targetDependencies == [own("CoreKit"), own("Lint"), own("ShareExtension")])
        #expect(app.linkedTargets == [own("CoreKit")])
        // A dependency through a proxy only (no `target`) resolves through remoteGlobalIDString.
        #expect(try Self.target(project, "AppTests").targetDependencies == [own("My App-iOS")])
        #expect(try Self.target(project, "ShareExtension").packageProducts.map(\.productName) == ["Features"])
        #expect(try Self.target(project, "Widget").packageProductDependenciesLine == nil)
    }

    @Test func appSuiteSettingsPerConfiguration() throws {
        let project = Self.read("AppSuite", "AppSuite.xcodeproj")
        let app = try Self.target(project, "My App-iOS")
        #expect(app.defaultConfigurationName == "Release")
        let debug = try #require(app.configuration(named: "Debug"))
        // Base.xcconfig (including Shared.xcconfig), then the project's Debug, then the target's;
        // then `-D` of OTHER_SWIFT_FLAGS, `-Xcc -D...` excluded.
        #expect(debug.compilationConditions == ["SHARED", "FROM_XCCONFIG", "DEBUG", "MOCKS", "TRACE", "VERBOSE"])
        #expect(
            debug.unresolved == [
                "SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=iphonesimulator*]: conditional settings are not evaluated"
            ])
        #expect(debug.sdkRoot == "iphoneos")
        #expect(debug.supportedPlatforms == ["iphoneos", "iphonesimulator"])
        let release = try #require(app.configuration(named: "Release"))
        #expect(release.compilationConditions == ["SHARED", "FROM_XCCONFIG", "RELEASE_LOGS"])
        #expect(release.unresolved.isEmpty)
        #expect(try Self.target(project, "CoreKit").configurations.map(\.moduleName) == ["Core", "Core"])
    }

    // MARK: - Synchronized folders

    @Test func synchronizedFoldersWithExceptions() throws {
        let project = Self.read("Synchronized", "Synchronized.xcodeproj")
        let files = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, Self.files($0, "Synchronized")) })
        #expect(
            files == [
                // Owns App/: minus Excluded.swift, Info.plist and the Views/Legacy folder; no hidden
                // file, nothing inside Guide.docc or the explicit folder Scripts; Notes.swift is
                // typed as text, Typed.template as Swift.
                "SyncApp": [
                    "App/AppMain.swift", "App/Shared/Helper.swift", "App/Shared/Model.swift", "App/Typed.template",
                    "App/Views/HomeView.swift",
                ],
                // Owns Widget/, and App's exception set for it adds two files.
                "SyncWidget": ["App/Excluded.swift", "App/Shared/Model.swift", "Widget/SyncWidget.swift"],
                // Owns Tests/Unit (a synchronized folder inside a group); App's set adds a whole folder.
                "SyncTests": ["App/Shared/Helper.swift", "App/Shared/Model.swift", "Tests/Unit/SyncTests.swift"],
                // Owns App/ but has no Sources build phase.
                "NoSources": [],
            ])
        #expect(try Self.target(project, "SyncWidget").kind == .widget)
        let app = try Self.target(project, "SyncApp")
        // The xcconfig anchored in the synchronized folder Config (Xcode 16).
        #expect(app.configurations.map(\.compilationConditions) == [["DEBUG", "SYNCED"], ["SYNCED"]])
        #expect(
            Self.problems(project, "Synchronized") == [
                "55: warning: synchronized folder 'Gone' (<root>/Gone) does not exist or cannot be read; no file is compiled from it",
                "151: warning: target 'NoSources' has synchronized folders but no Sources build phase, so Xcode compiles none of their files",
            ])
    }

    /// A repository committed from a Mac can hold one folder in two spellings (`App/` and, after
    /// a rename, `APP/`): the Mac's case-insensitive disk, where Xcode builds, shows one folder
    /// holding the files of both, sub-folders alike (`Shared/` and `shared/`). A synchronized
    /// folder is read that way, the exceptions apply to the merged files, and a note says so.
    @Test func aSynchronizedFolderSpelledTwiceOnDiskIsOneFolder() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let sync = directory.path("Synchronized")
        try FileManager.default.copyItem(atPath: "\(Self.fixtures)/Synchronized", toPath: sync)
        // A case-insensitive disk (the Mac running the tests) merges the spellings by itself.
        guard access("\(sync)/APP", F_OK) != 0 else { return }
        _ = try directory.write("Synchronized/APP/Late.swift", "import Late\n")
        _ = try directory.write("Synchronized/APP/shared/Extra.swift", "import Extra\n")
        // Excluded for the app by its exception set, in whichever spelling it lies.
        _ = try directory.write("Synchronized/APP/views/legacy/Older.swift", "import Old\n")
        // Both spellings hold it: one file on the Mac, taken from the folder as the project spells it.
        _ = try directory.write("Synchronized/APP/AppMain.swift", "import Twin\n")

        let project = XcodeProjectReader.read(projectPath: "\(sync)/Synchronized.xcodeproj", root: sync)
        #expect(
            try Self.target(project, "SyncApp").swiftFiles.map { XcodePath.relative($0, to: sync) } == [
                "APP/Late.swift", "APP/shared/Extra.swift", "App/AppMain.swift", "App/Shared/Helper.swift",
                "App/Shared/Model.swift", "App/Typed.template", "App/Views/HomeView.swift",
            ])
        #expect(
            project.problems.contains {
                $0.severity == .note
                    && $0.message
                        == "synchronized folder 'App' is also spelled 'APP' on disk; read as one folder, as a Mac's "
                        + "case-insensitive file system does (rename one so that they agree)"
            })
    }

    /// A path inside the root can still lead out of it through a symbolic link: a synchronized
    /// folder that is a link to a folder outside, a link to an outside file in a synchronized
    /// folder, a file reference whose file is such a link. None of them is read, each is named;
    /// a link to a file inside the root is followed.
    @Test func linksLeadingOutsideTheRootAreNotFollowed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.copyItem(
            atPath: "\(Self.fixtures)/Synchronized", toPath: directory.path("Synchronized"))
        try FileManager.default.copyItem(atPath: "\(Self.fixtures)/Groups", toPath: directory.path("Groups"))
        _ = try directory.write("outside/Leak.swift", "import Forbidden\n")
        _ = try directory.write("outside/Folder/Widget.swift", "import Forbidden\n")
        let sync = directory.path("Synchronized")
        try FileManager.default.createSymbolicLink(
            atPath: "\(sync)/App/Views/Leak.swift", withDestinationPath: "../../../outside/Leak.swift")
        try FileManager.default.createSymbolicLink(
            atPath: "\(sync)/App/Views/Again.swift", withDestinationPath: "../AppMain.swift")
        try FileManager.default.removeItem(atPath: "\(sync)/Widget")
        try FileManager.default.createSymbolicLink(atPath: "\(sync)/Widget", withDestinationPath: "../outside/Folder")
        let groups = directory.path("Groups")
        try FileManager.default.removeItem(atPath: "\(groups)/Project/Sources/Plain.swift")
        try FileManager.default.createSymbolicLink(
            atPath: "\(groups)/Project/Sources/Plain.swift", withDestinationPath: "../../../outside/Leak.swift")

        let synchronized = XcodeProjectReader.read(projectPath: "\(sync)/Synchronized.xcodeproj", root: sync)
        let app = try Self.target(synchronized, "SyncApp")
        #expect(
            app.swiftFiles.map { XcodePath.relative($0, to: sync) }
                == [
                    "App/AppMain.swift", "App/Shared/Helper.swift", "App/Shared/Model.swift", "App/Typed.template",
                    "App/Views/Again.swift", "App/Views/HomeView.swift",
                ])
        #expect(
            try Self.target(synchronized, "SyncWidget").swiftFiles.map { XcodePath.relative($0, to: sync) } == [
                "App/Excluded.swift", "App/Shared/Model.swift",
            ])
        let outside = PathUtilities.resolvingSymlinks(directory.path("outside"))
        let messages = synchronized.problems.map { $0.message.replacingOccurrences(of: outside, with: "<outside>") }
        #expect(
            messages.contains(
                "symbolic link in synchronized folder 'App' leads outside the root (to '<outside>/Leak.swift'); not followed"
            ))
        #expect(
            messages.contains(
                "synchronized folder 'Widget' leads outside the root through a symbolic link (to '<outside>/Folder'); not read"
            ))

        let grouped = XcodeProjectReader.read(projectPath: "\(groups)/Project/Groups.xcodeproj", root: groups)
        let tool = try Self.target(grouped, "groups-tool")
        #expect(!tool.swiftFiles.contains { $0.hasSuffix("/Plain.swift") })
        #expect(tool.swiftFiles.contains { $0.hasSuffix("/Original.swift") })
        #expect(
            grouped.problems.map { $0.message.replacingOccurrences(of: outside, with: "<outside>") }
                .contains(
                    "'Plain.swift' (compiled by 'groups-tool') leads outside the root through a symbolic link (to '<outside>/Leak.swift'); dropped"
                ))
    }

    // MARK: - Projects of a workspace

    @Test func dependenciesOnAnotherProjectsTargets() throws {
        let project = Self.read("Workspace", "App/App.xcodeproj")
        let app = try Self.target(project, "App")
        let feature = XcodeTargetReference(
            project: "\(Self.fixtures)/Workspace/Projects/Feature/Feature.xcodeproj", target: "Feature")
        #expect(app.targetDependencies == [feature])
        #expect(app.linkedTargets == [feature])
        // Only Debug exists though Release is the default: Xcode uses the first.
        #expect(app.defaultConfigurationName == "Debug")
        #expect(project.problems.isEmpty)
    }

    @Test func aDependencyOnAProjectOutsideTheRootIsDropped() throws {
        // Read with the App folder as the root, the Feature project is outside it.
        let root = "\(Self.fixtures)/Workspace/App"
        let project = XcodeProjectReader.read(projectPath: "\(root)/App.xcodeproj", root: root)
        let app = try Self.target(project, "App")
        #expect(app.targetDependencies.isEmpty)
        #expect(app.linkedTargets.isEmpty)
        #expect(project.problems.map(\.line) == [15, 22])
        #expect(project.problems.allSatisfy { $0.message.contains("of a project outside the root") })
    }

    // MARK: - Damaged and missing project files

    @Test func damagedProjectFilesAreLocatedErrors() throws {
        let conflict = Self.read("Damaged", "Damaged.xcodeproj")
        #expect(!conflict.isReadable)
        #expect(conflict.targets.isEmpty)
        #expect(
            conflict.problems.map(\.description) == [
                "\(Self.fixtures)/Damaged/Damaged.xcodeproj/project.pbxproj:11:1: error: unresolved merge conflict marker '<<<<<<<': resolve the conflict in the project file (or in Xcode) and run again (the project file is damaged; none of its targets is read)"
            ])
        let truncated = Self.read("Damaged", "Truncated.xcodeproj")
        #expect(
            truncated.problems.map(\.description) == [
                "\(Self.fixtures)/Damaged/Truncated.xcodeproj/project.pbxproj:24:73: error: expected ';' after the value of 'isa', found the end of the file (the project file is damaged; none of its targets is read)"
            ])
    }

    @Test func notAProjectAndMissingFilesAreErrors() throws {
        let root = try TemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cases = [
            "{ objects = {}; }",
            "{ objects = {}; rootObject = X; }",
            "( a, b )",
            "{ objects = {X = {isa = PBXGroup;};}; rootObject = X; }",
        ]
        var messages: [String] = []
        for (index, text) in cases.enumerated() {
            let path = "\(root)/P\(index).xcodeproj"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try text.write(toFile: "\(path)/project.pbxproj", atomically: true, encoding: .utf8)
            let project = XcodeProjectReader.read(projectPath: path, root: root)
            #expect(!project.isReadable)
            messages.append(contentsOf: project.problems.map { "\($0.line.map(String.init) ?? "-"): \($0.message)" })
        }
        #expect(
            messages == [
                "1: no 'rootObject': this is not an Xcode project file",
                "1: 'rootObject' X is not a PBXProject object",
                "1: the project file holds an array, not the dictionary of an Xcode project",
                "1: 'rootObject' X is not a PBXProject object",
            ])
        let missing = XcodeProjectReader.read(projectPath: "\(root)/None.xcodeproj", root: root)
        #expect(
            missing.problems.map(\.message) == [
                "cannot read the project file (No such file or directory); check that it exists and is readable"
            ])
        // A project folder holding only the shared schemes a generator's checkout commits: not
        // generated yet, which is nothing archlint failed to read (issue 25).
        try FileManager.default.createDirectory(
            atPath: "\(root)/Generated.xcodeproj/xcshareddata/xcschemes", withIntermediateDirectories: true)
        let generated = XcodeProjectReader.read(projectPath: "\(root)/Generated.xcodeproj", root: root)
        #expect(generated.isReadable && generated.targets.isEmpty)
        #expect(
            generated.problems.map { "\($0.severity): \($0.message)" } == [
                "warning: the project folder holds no project.pbxproj (a project generator such as XcodeGen or Tuist writes it; only what it leaves is committed): generate the project before archlint; its targets are not checked"
            ])
        let outside = XcodeProjectReader.read(projectPath: "\(root)/../Else.xcodeproj", root: root)
        #expect(outside.problems.first?.message.contains("outside the root") == true)
    }
}
