import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// `archlint fix` on an XcodeGen spec: one dependency added to or removed from a target's
/// literal `dependencies:` list with a minimal edit of the file, and a clear refusal, saying what
/// to change instead, when the list is not written there literally.
@Suite struct XcodeGenDependencyEditorTests {
    static let spec = """
        name: Edit
        include:
          - targets.yml
        packages:
          Alamofire:
            url: https://github.com/Alamofire/Alamofire.git
          CoreKit:
            path: Packages/Core
        targetTemplates:
          Feature:
            type: framework
            platform: iOS
            dependencies:
              - package: CoreKit
                product: CoreUI
        targets:
          App:
            type: application
            platform: iOS
            dependencies:
              - target: Profile
              - package: Alamofire
          Profile:
            templates: [Feature]
          Search:
            type: framework
            platform: iOS
          Flow:
            type: framework
            platform: iOS
            dependencies: [{target: Profile}]
          Multi:
            type: framework
            platform: [iOS, macOS]
          Solo:
            type: framework
            platform: iOS
            dependencies:
            - target: Search

        """

    static let included = """
        targets:
          Widget:
            type: app-extension
            platform: iOS

        """

    /// A folder holding the spec and its include; `body` gets the spec file.
    static func withSpec(_ body: (XcodeGenSpecFile, TemporaryDirectory) throws -> Void) throws {
        let directory = try TemporaryDirectory("xcodegen-edit")
        defer { directory.remove() }
        try directory.write("project.yml", spec)
        try directory.write("targets.yml", included)
        try body(
            XcodeGenSpecFile(
                path: directory.path("project.yml"), specPath: directory.path("project.yml"), root: directory.path),
            directory)
    }

    static func edited(_ file: XcodeGenSpecFile, _ change: DependencyChange, text: String = spec) throws
        -> DeclarationEdit
    {
        try file.edit(change, in: text).get()
    }

    static func refusal(_ file: XcodeGenSpecFile, _ change: DependencyChange, text: String = spec) -> String? {
        if case .failure(let failure) = file.edit(change, in: text) { return failure.message }
        return nil
    }

    @Test func addsATargetAfterTheLastElementLaidOutLikeIt() throws {
        try Self.withSpec { file, directory in
            let edit = try Self.edited(file, .add(module: "App", dependency: .target("Search"), packageEntry: nil))
            #expect(
                edit.edited
                    == Self.spec.replacingOccurrences(
                        of: "      - package: Alamofire\n",
                        with: "      - package: Alamofire\n      - target: Search\n"))
            #expect(edit.anchor == TextPosition(line: 22, column: 1))
            #expect(edit.description == "insert after this line: `- target: Search`")
            #expect(edit.fragment == "target: Search")
            // Written, the spec reads back with the new link.
            try AtomicFile.write(edit.edited, to: file.path)
            #expect(
                file.validate(after: [.add(module: "App", dependency: .target("Search"), packageEntry: nil)]) == nil)
            _ = directory
        }
    }

    @Test func addsAProductUnderThePackagesKey() throws {
        try Self.withSpec { file, _ in
            // The package is identified as SwiftPM does (the folder's name, `Core`), and written
            // with the key `packages:` declares it under.
            let edit = try Self.edited(
                file, .add(module: "App", dependency: .product(name: "CoreUI", package: "Core"), packageEntry: nil))
            #expect(
                edit.edited
                    == Self.spec.replacingOccurrences(
                        of: "      - package: Alamofire\n",
                        with: "      - package: Alamofire\n      - package: CoreKit\n        product: CoreUI\n"))
            // A product named like its package is the package alone.
            let same = try Self.edited(
                file,
                .add(module: "Search", dependency: .product(name: "Alamofire", package: "alamofire"), packageEntry: nil)
            )
            #expect(same.edited.contains("    platform: iOS\n    dependencies:\n      - package: Alamofire\n  Flow:"))
            #expect(
                Self.refusal(
                    file, .add(module: "App", dependency: .product(name: "Moya", package: "Moya"), packageEntry: nil))
                    == "the spec's `packages:` declares no package 'Moya'; add it (`url:` or `path:`) to project.yml, then run archlint fix again"
            )
        }
    }

    @Test func createsTheListOrExtendsAFlowList() throws {
        try Self.withSpec { file, _ in
            let created = try Self.edited(
                file, .add(module: "Search", dependency: .target("Profile"), packageEntry: nil))
            #expect(
                created.edited
                    == Self.spec.replacingOccurrences(
                        of: "  Search:\n    type: framework\n    platform: iOS\n",
                        with:
                            "  Search:\n    type: framework\n    platform: iOS\n    dependencies:\n      - target: Profile\n"
                    ))
            let flow = try Self.edited(file, .add(module: "Flow", dependency: .target("Search"), packageEntry: nil))
            #expect(
                flow.edited
                    == Self.spec.replacingOccurrences(
                        of: "[{target: Profile}]", with: "[{target: Profile}, {target: Search}]"))
            #expect(flow.description == "this line becomes: `dependencies: [{target: Profile}, {target: Search}]`")
            // A list at the key's own indentation keeps that layout.
            let solo = try Self.edited(file, .add(module: "Solo", dependency: .target("Profile"), packageEntry: nil))
            #expect(solo.edited.hasSuffix("    dependencies:\n    - target: Search\n    - target: Profile\n"))
        }
    }

    @Test func removesAnElementWithItsLines() throws {
        try Self.withSpec { file, _ in
            let edit = try Self.edited(file, .remove(module: "App", name: "Profile", package: nil))
            #expect(
                edit.edited
                    == Self.spec.replacingOccurrences(
                        of: "      - target: Profile\n      - package: Alamofire\n",
                        with: "      - package: Alamofire\n"))
            #expect(edit.description == "delete this line: `- target: Profile`")
            let product = try Self.edited(file, .remove(module: "App", name: "Alamofire", package: "alamofire"))
            #expect(product.edited.contains("    dependencies:\n      - target: Profile\n  Profile:"))
            let flow = Self.refusal(file, .remove(module: "Flow", name: "Profile", package: nil))
            #expect(flow == nil)
        }
    }

    @Test func refusesWhatIsNotWrittenLiterallyThereSayingWhereToChangeIt() throws {
        try Self.withSpec { file, _ in
            #expect(
                Self.refusal(file, .remove(module: "Profile", name: "CoreUI", package: "core"))
                    == "the dependency of 'Profile' on CoreUI comes from target template 'Feature' (project.yml:14); remove it there (it changes every target using the template) or stop using the template for 'Profile'"
            )
            #expect(
                Self.refusal(file, .add(module: "Multi_iOS", dependency: .target("Search"), packageEntry: nil))
                    == "target 'Multi_iOS' is one platform of the multi-platform target 'Multi' (line 32); add the dependency there by hand (it applies to every platform unless it has `platforms: [...]`)"
            )
            #expect(
                Self.refusal(file, .add(module: "Widget", dependency: .target("Search"), packageEntry: nil))
                    == "target 'Widget' is declared in targets.yml:2, not in project.yml; edit that file")
            #expect(
                Self.refusal(file, .add(module: "App", dependency: .target("Profile"), packageEntry: nil))
                    == "target 'App' already declares this dependency (line 21)")
            #expect(
                Self.refusal(file, .remove(module: "Solo", name: "Search", package: nil))
                    == "Search is the only dependency of this list; delete the whole `dependencies:` by hand (an empty list would read as a value XcodeGen refuses)"
            )
            #expect(
                Self.refusal(file, .remove(module: "App", name: "Nothing", package: nil))
                    == "target 'App' declares no dependency on Nothing in project.yml")
            #expect(
                Self.refusal(
                    file, .add(module: "App", dependency: .target("X"), packageEntry: nil), text: "targets: [unclosed\n"
                )?
                .hasPrefix("the spec file does not parse (") == true)
            let json = XcodeGenSpecFile(path: "/tmp/project.json", specPath: "/tmp/project.json", root: "/tmp")
            #expect(
                Self.refusal(json, .add(module: "App", dependency: .target("X"), packageEntry: nil))
                    == "project.json is a JSON spec; archlint edits YAML specs only, so make this change by hand")
        }
    }

    @Test func keepsTheFilesLineEndings() throws {
        try Self.withSpec { file, _ in
            let crlf = Self.spec.replacingOccurrences(of: "\n", with: "\r\n")
            let edit = try Self.edited(
                file, .add(module: "App", dependency: .target("Search"), packageEntry: nil), text: crlf)
            #expect(
                edit.edited
                    == crlf.replacingOccurrences(
                        of: "      - package: Alamofire\r\n",
                        with: "      - package: Alamofire\r\n      - target: Search\r\n"))
        }
    }
}
