import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport
@testable import ArchLintPackage

/// `archlint fix` on a Tuist `Project.swift`: one dependency added to or removed from the literal
/// `dependencies:` array of a literal `.target(...)` / `Target(...)` call, spelled like the file,
/// the array created where the initialiser's argument order puts it; a clear refusal when the
/// target or its dependencies are not written there literally.
@Suite struct TuistManifestEditorTests {
    static let tuist4 = """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project(
            name: "App",
            targets: [
                .target(
                    name: "App",
                    destinations: .iOS,
                    product: .app,
                    bundleId: "dev.example.app",
                    dependencies: [
                        .project(target: "Home", path: .relativeToRoot("Projects/Home")),
                        .external(name: "Alamofire"),
                        .target(name: "Widget"),
                    ],
                    settings: .settings()
                ),
                .target(
                    name: "Widget",
                    destinations: [.iPhone],
                    product: .appExtension,
                    bundleId: "dev.example.app.widget",
                    sources: ["Widget/**"],
                    settings: .settings()
                ),
                .target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "dev.kit"),
                .target(
                    name: "Shared",
                    destinations: .iOS,
                    product: .framework,
                    bundleId: "dev.shared",
                    dependencies: common + [.target(name: "Kit")]
                ),
            ]
        )

        """

    static func edited(_ change: DependencyChange, _ text: String = tuist4) throws -> DeclarationEdit {
        try TuistManifestEditor.edit(change, in: text, path: "/p/Project.swift").get()
    }

    static func refusal(_ change: DependencyChange, _ text: String = tuist4) -> String? {
        if case .failure(let failure) = TuistManifestEditor.edit(change, in: text, path: "/p/Project.swift") {
            return failure.message
        }
        return nil
    }

    @Test func addsATargetAfterTheLastElementLaidOutLikeIt() throws {
        let edit = try Self.edited(.add(module: "App", dependency: .target("Kit"), packageEntry: nil))
        #expect(
            edit.edited
                == Self.tuist4.replacingOccurrences(
                    of: "                .target(name: \"Widget\"),\n",
                    with: "                .target(name: \"Widget\"),\n                .target(name: \"Kit\"),\n"))
        #expect(edit.fragment == ".target(name: \"Kit\")")
        // Anchored at the last element's line; the description quotes what is inserted.
        #expect(edit.description == "insert after this line: `.target(name: \"Kit\"),`")
        #expect(edit.anchor == TextPosition(line: 15, column: 17))
    }

    @Test func anotherProjectIsSpelledAsTheFileSpellsItsPaths() throws {
        let folder = ProjectFolder(fromManifest: "../Projects/Core/Network", fromRoot: "Projects/Core/Network")
        let edit = try Self.edited(
            .add(module: "App", dependency: .project(target: "Network", folder: folder), packageEntry: nil))
        #expect(edit.fragment == ".project(target: \"Network\", path: .relativeToRoot(\"Projects/Core/Network\"))")
        // A file that writes its paths relative to itself gets one relative to the manifest.
        let plain = Self.tuist4.replacingOccurrences(
            of: ".relativeToRoot(\"Projects/Home\")", with: "\"../Projects/Home\"")
        let relative = try Self.edited(
            .add(
                module: "App", dependency: .project(target: "Network", folder: folder),
                packageEntry: nil), plain)
        #expect(relative.fragment == ".project(target: \"Network\", path: \"../Projects/Core/Network\")")
        // A product is an external dependency.
        let external = try Self.edited(
            .add(module: "App", dependency: .product(name: "Moya", package: "Moya"), packageEntry: nil))
        #expect(external.fragment == ".external(name: \"Moya\")")
    }

    @Test func createsTheArrayWhereTheArgumentOrderPutsIt() throws {
        // Before `settings:`, on its own line like the other arguments.
        let widget = try Self.edited(.add(module: "Widget", dependency: .target("Kit"), packageEntry: nil))
        #expect(
            widget.edited
                == Self.tuist4.replacingOccurrences(
                    of: "            sources: [\"Widget/**\"],\n",
                    with: "            sources: [\"Widget/**\"],\n            dependencies: [.target(name: \"Kit\")],\n"
                ))
        // A call on one line: appended on it.
        let kit = try Self.edited(.add(module: "Kit", dependency: .target("Widget"), packageEntry: nil))
        #expect(
            kit.edited.contains(
                ".target(name: \"Kit\", destinations: .iOS, product: .framework, bundleId: \"dev.kit\", dependencies: [.target(name: \"Widget\")]),"
            ))
        // Tuist 3's initialiser, arguments one per line, the last without a comma.
        let tuist3 = """
            let project = Project(name: "Old", targets: [
                Target(
                    name: "Old",
                    platform: .iOS,
                    product: .framework,
                    bundleId: "dev.old"
                )
            ])
            """
        let old = try Self.edited(.add(module: "Old", dependency: .target("Kit"), packageEntry: nil), tuist3)
        #expect(
            old.edited
                == tuist3.replacingOccurrences(
                    of: "        bundleId: \"dev.old\"\n",
                    with: "        bundleId: \"dev.old\",\n        dependencies: [.target(name: \"Kit\")]\n"))
    }

    @Test func removesAnElementWithItsLine() throws {
        let edit = try Self.edited(.remove(module: "App", name: "Alamofire", package: nil))
        #expect(
            edit.edited
                == Self.tuist4.replacingOccurrences(of: "                .external(name: \"Alamofire\"),\n", with: ""))
        #expect(edit.description == "delete this line: `.external(name: \"Alamofire\"),`")
        let project = try Self.edited(.remove(module: "App", name: "Home", package: nil))
        #expect(!project.edited.contains("Projects/Home"))
    }

    @Test func refusesWhatIsNotWrittenLiterally() {
        #expect(
            Self.refusal(.add(module: "Feature", dependency: .target("Kit"), packageEntry: nil))
                == "target 'Feature' is not written as `.target(name: \"Feature\", ...)` in Project.swift (a helper or a loop "
                + "makes it): change the dependencies where the helper is called, or in the helper")
        #expect(
            Self.refusal(.add(module: "Shared", dependency: .target("Widget"), packageEntry: nil))
                == "the dependencies of target 'Shared' are not one array literal (line 33): edit them by hand")
        #expect(
            Self.refusal(.add(module: "App", dependency: .target("Widget"), packageEntry: nil))
                == "target 'App' already declares Widget (line 15)")
        #expect(
            Self.refusal(.remove(module: "App", name: "CoreKit", package: nil))
                == "target 'App' (line 7) has no dependency on CoreKit written in its `dependencies:` array (a helper or a "
                + "variable adds it?): delete it by hand where it is written")
        // A dependency `.target(name:)` outside any `dependencies:` label is no target.
        let twice = Self.tuist4.replacingOccurrences(
            of: "let project", with: "let other = Target(name: \"App\", product: .app)\nlet project")
        #expect(
            Self.refusal(.add(module: "App", dependency: .target("Kit"), packageEntry: nil), twice)?
                .hasPrefix("target 'App' is written 2 times in Project.swift") == true)
    }

    /// A target whose name is no literal is found at the line its call was recorded at; a
    /// dependency spelled by the project's own helper is removed when one element names it alone.
    @Test func aComputedNameIsFoundByItsLineAndAHelperSpelledElementByItsName() throws {
        let text = """
            let targets: [Target] = [
                .target(
                    name: "\\(env.name)Widget",
                    destinations: [.iPhone],
                    product: .appExtension,
                    bundleId: "dev.widget",
                    dependencies: [
                        .shared(target: .Entity),
                        .shared(target: .EntityKit),
                        .userInterface(target: .DesignSystem)
                    ]
                ),
            ]
            """
        let edit = try TuistManifestEditor.edit(
            .remove(module: "AppWidget", name: "Entity", package: nil), in: text,
            path: "/p/Project.swift", targetLine: 2
        ).get()
        #expect(edit.edited == text.replacingOccurrences(of: "            .shared(target: .Entity),\n", with: ""))
        let added = try TuistManifestEditor.edit(
            .add(module: "AppWidget", dependency: .target("Kit"), packageEntry: nil),
            in: text, path: "/p/Project.swift", targetLine: 2
        ).get()
        #expect(
            added.edited.contains(
                "            .userInterface(target: .DesignSystem),\n            .target(name: \"Kit\")\n"))
        // Without the line the call is not found.
        if case .success = TuistManifestEditor.edit(
            .remove(module: "AppWidget", name: "Entity", package: nil), in: text,
            path: "/p/Project.swift")
        {
            Issue.record("a call with a computed name was found without its line")
        }
    }
}
