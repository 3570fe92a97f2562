import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// What issue 31 asked of archlint's writes and readers, below the command line: file names that
/// are not UTF-8, files replaced keeping their owner and mode, edits refused outside the root,
/// and several edits of one file made at once exactly as one after the other.
struct WriteSafetyTests {
    // MARK: File names that are not UTF-8

    @Test func aNameThatIsNotUTF8KeepsItsBytes() {
        let latin1: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".swift".utf8)
        let name = latin1.withUnsafeBufferPointer { FileSystemName.decode($0) }
        #expect(name.unicodeScalars.count == 10)
        #expect(FileSystemName.bytes(name) == latin1 + [0])
        #expect(TextLine.escape(name) == "caf\\xE9.swift")
        // A valid U+10FF80 is kept as its four bytes, so that decoding stays one to one.
        let rare: [UInt8] = [0xF4, 0x8F, 0xBE, 0x80]
        let decoded = rare.withUnsafeBufferPointer { FileSystemName.decode($0) }
        #expect(decoded.unicodeScalars.count == 4)
        #expect(FileSystemName.bytes(decoded) == rare + [0])
        // Valid UTF-8 reads as itself.
        let plain = Array("Café/Ünïcode.swift".utf8)
        #expect(plain.withUnsafeBufferPointer { FileSystemName.decode($0) } == "Café/Ünïcode.swift")
        #expect(!FileSystemName.holdsRawBytes("Café.swift"))
    }

    @Test func aFileWhoseNameIsNotUTF8IsListedAndRead() throws {
        let directory = try TemporaryDirectory("names")
        defer { directory.remove() }
        let path = Array(directory.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".swift".utf8) + [0]
        let descriptor = path.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        }
        try #require(descriptor >= 0)
        _ = "import Kit\n".withCString { Foundation.write(descriptor, $0, 11) }
        close(descriptor)
        let entries = try #require(DirectoryListing.entries(of: directory.path))
        #expect(entries.count == 1)
        let file = directory.path + "/" + entries[0].name
        #expect(try FileBuffer.contents(of: file, limit: 1024).get() == Data("import Kit\n".utf8))
    }

    // MARK: Replacing files

    @Test func aReplacedFileKeepsItsModeAndOwner() throws {
        let directory = try TemporaryDirectory("replace")
        defer { directory.remove() }
        let file = try directory.write("Package.swift", "old\n")
        chmod(file, 0o640)
        if getuid() == 0 { chown(file, 65534, 65534) }
        try AtomicFile.replaceKeepingAttributes(Data("new\n".utf8), at: file)
        var status = stat()
        stat(file, &status)
        #expect(status.st_mode & 0o7777 == 0o640)
        if getuid() == 0 { #expect(status.st_uid == 65534 && status.st_gid == 65534) }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "new\n")
        chmod(file, 0o444)
        #expect(AtomicFile.replacementProblem(at: file)?.hasPrefix("it is read-only (mode 444)") == true)
    }

    @Test func writingWithoutFollowingLinksReplacesTheLink() throws {
        let directory = try TemporaryDirectory("no-follow")
        defer { directory.remove() }
        let target = try directory.write("target.txt", "kept\n")
        try FileManager.default.createSymbolicLink(atPath: directory.path("link"), withDestinationPath: target)
        try AtomicFile.write("written\n", to: directory.path("link"), throughLinks: false)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "kept\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: directory.path("link"))) == nil)
        #expect(try String(contentsOfFile: directory.path("link"), encoding: .utf8) == "written\n")
    }

    @Test func fixRefusesFilesThatLeadOutOfTheRoot() throws {
        let directory = try TemporaryDirectory("editable")
        defer { directory.remove() }
        let root = directory.path("package")
        let outside = try directory.write("elsewhere/Package.swift", "// outside\n")
        let inside = try directory.write("package/Shared/Package.swift", "// inside\n")
        try FileManager.default.createSymbolicLink(atPath: root + "/Package.swift", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Linked", withDestinationPath: directory.path("elsewhere"))
        try FileManager.default.createSymbolicLink(atPath: root + "/Alias.swift", withDestinationPath: inside)
        let files = EditableFiles(root: root, displayPath: { PathUtilities.relative($0, to: root) })
        #expect(
            files.refusal(for: root + "/Package.swift")?.hasPrefix(
                "'Package.swift' is a symbolic link leading out of the package root") == true)
        #expect(
            files.refusal(for: root + "/Linked/Package.swift")?.hasPrefix(
                "'Linked/Package.swift' lies in a folder that is a symbolic link leading out") == true)
        #expect(files.refusal(for: root + "/Alias.swift") == nil, "a link inside the root is followed")
        #expect(files.refusal(for: inside) == nil)
    }

    // MARK: Several edits of one file at once

    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Wide",
            targets: [
                .target(name: "A"),
                .target(name: "B", dependencies: ["A"]),
                .target(
                    name: "C",
                    dependencies: [
                        "A",
                    ]
                ),
                .target(name: "D"),
            ]
        )

        """

    /// Two changes of one target, two targets adding the same `.package` entry, a deletion:
    /// made in rounds, the batch gives the text that one change after the other gives.
    @Test func aBatchOfManifestEditsEqualsTheEditsOneByOne() throws {
        let entry = PackageEntry(name: "Kit", expression: #".package(path: "../Kit")"#)
        let changes: [DependencyChange] = [
            .add(module: "A", dependency: .target("D"), packageEntry: nil),
            .add(module: "A", dependency: .product(name: "Kit", package: "Kit"), packageEntry: entry),
            .add(module: "D", dependency: .product(name: "Kit", package: "Kit"), packageEntry: entry),
            .remove(module: "B", name: "A", package: nil),
            .add(module: "C", dependency: .target("D"), packageEntry: nil),
            .add(module: "Missing", dependency: .target("A"), packageEntry: nil),
        ]
        var sequential = Self.manifest
        var expected: [Bool] = []
        for change in changes {
            switch ManifestDependencyEditor.edit(change, in: sequential, path: "/p/Package.swift") {
            case .success(let edit): sequential = edit.edited; expected.append(true)
            case .failure: expected.append(false)
            }
        }
        let batch = ManifestDependencyEditor.edit(changes, in: Self.manifest, path: "/p/Package.swift")
        #expect(batch.edited == sequential)
        #expect(batch.outcomes.map { if case .success = $0 { true } else { false } } == expected)
        #expect(expected == [true, true, true, true, true, false])
        #expect(
            sequential.components(separatedBy: ".package(path: \"../Kit\")").count == 2, "the package is declared once")
    }

    @Test func aBatchOfProjectEditsEqualsTheEditsOneByOne() throws {
        let path = Fixtures.path("Xcode/AppWorkspace/App/Shop.xcodeproj/project.pbxproj")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let changes: [DependencyChange] = [
            .add(module: "ShopKit", dependency: .product(name: "Kit", package: "kit"), packageEntry: nil),
            .add(module: "ShopWidget", dependency: .product(name: "FeatureUI", package: "kit"), packageEntry: nil),
            .add(module: "ShopKit", dependency: .product(name: "FeatureUI", package: "kit"), packageEntry: nil),
            .remove(module: "Shop App", name: "ShopKit", package: nil),
            .add(module: "ShopTests", dependency: .product(name: "Kit", package: "kit"), packageEntry: nil),
        ]
        var sequential = text
        var made = 0
        for change in changes {
            if case .success(let edit) = XcodeProjectEditor.edit(change, in: sequential, path: path) {
                sequential = edit.edited
                made += 1
            }
        }
        let batch = XcodeProjectEditor.edit(changes, in: text, path: path)
        #expect(made == 5)
        #expect(batch.edited == sequential)
        let project = XcodeProjectReader.read(
            projectFileBytes: Array(batch.edited.utf8), projectPath: XcodePath.parent(of: path),
            root: XcodePath.parent(of: XcodePath.parent(of: XcodePath.parent(of: path))))
        #expect(project.isReadable)
        for change in changes { #expect(XcodeProjectFile.check(change, in: project) == nil, "\(change)") }
    }

    // MARK: The manifest in use

    @Test func theManifestInUseIsTheVersionedOne() throws {
        let directory = try TemporaryDirectory("versioned")
        defer { directory.remove() }
        let manifest =
            "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"A\")])\n"
        try directory.write("Package.swift", manifest.replacingOccurrences(of: "5.9", with: "5.5"))
        try directory.write("Package@swift-5.9.swift", manifest)
        try directory.write("Sources/A/A.swift", "public let a = 1\n")
        var loader = ManifestLoader(environment: [:])
        loader.reading = .static
        let loaded = try loader.load(.package(directory: directory.path), packageRoot: directory.path)
        #expect(loaded.manifestPath == PathUtilities.standardize(directory.path("Package@swift-5.9.swift")))
        #expect(PackageManifestFile.isManifest(loaded.manifestPath))
        #expect(!PackageManifestFile.isManifest(directory.path("Package@swift.swift")))
    }
}
