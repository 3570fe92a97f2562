import Foundation
import Testing
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// The static reader on manifests written in the test: what it reads, where and why it declines,
/// and what depends on the host. (Agreement with SwiftPM is `StaticManifestDifferentialTests`.)
@Suite struct StaticManifestReaderTests {
    private static let linux = ManifestHost(
        operatingSystem: "Linux", architecture: "x86_64", toolsVersion: ManifestToolsVersion(6, 3, 1),
        importableModules: ManifestHost.linuxModules, unimportableModules: ManifestHost.notOnLinux)
    private static let mac = ManifestHost(
        operatingSystem: "macOS", architecture: "arm64", toolsVersion: ManifestToolsVersion(6, 3, 1),
        importableModules: ["PackageDescription", "Foundation", "Darwin"], unimportableModules: ["Glibc"])

    private func read(_ text: String, host: ManifestHost = linux) -> StaticManifestOutcome {
        StaticManifestReader.read(
            manifest: Array(text.utf8), manifestPath: "/work/App/Package.swift", packageDirectory: "/work/App",
            host: host)
    }

    private func manifest(_ text: String, host: ManifestHost = linux) throws -> PackageManifest {
        guard case .read(let manifest, _, _) = read(text, host: host) else {
            throw ReadError(outcome: "\(read(text, host: host))")
        }
        return manifest
    }

    private struct ReadError: Error, CustomStringConvertible {
        var outcome: String
        var description: String { "not read: \(outcome)" }
    }

    private func declined(_ text: String, host: ManifestHost = linux) -> String? {
        guard case .declined(_, let reason) = read(text, host: host) else { return nil }
        return reason.description
    }

    private let header = "// swift-tools-version:5.9\nimport PackageDescription\n"

    @Test func readsTheDeclarativeSubset() throws {
        let read = try manifest(
            header + """
                let names = ["A", "B"]
                let package = Package(
                    name: "P",
                    dependencies: [.package(url: "https://example.com/Kit.git", from: "1.0.0")],
                    targets: names.map { .target(name: $0, dependencies: [.product(name: "Kit", package: "Kit")]) }
                        + [.testTarget(name: "ATests", dependencies: ["A"])]
                )
                """)
        #expect(read.name == "P")
        #expect(read.toolsVersion == "5.9.0")
        #expect(read.targets.map(\.name) == ["A", "B", "ATests"])
        #expect(read.targets[0].dependencies == [.init(.product(name: "Kit", package: "Kit", moduleAliases: [:]))])
        #expect(
            read.dependencies == [
                .init(identity: "kit", location: .sourceControl(location: "https://example.com/Kit.git"))
            ])
    }

    /// An attribute on an import (`@preconcurrency`, seen in Tuist 4's Tuist/Package.swift)
    /// changes nothing the dump holds; an attribute anywhere else is declined.
    @Test func readsAnAttributedImport() throws {
        let read = try manifest(
            "// swift-tools-version:5.9\n@preconcurrency import PackageDescription\nlet package = Package(name: \"P\")\n"
        )
        #expect(read.name == "P")
        #expect(
            declined(header + "@MainActor let name = \"P\"\nlet package = Package(name: name)\n") == "3:1: an attribute"
        )
    }

    @Test func declinesWithTheFirstThingItDoesNotUnderstand() {
        let cases: [(String, String)] = [
            ("for name in [\"A\"] { print(name) }\n", "3:1: a for loop"),
            (
                "let flag = ProcessInfo.processInfo.environment[\"CI\"] != nil\n",
                "3:12: ProcessInfo reads the environment of the process that runs the manifest"
            ),
            ("let directory = Context.packageDirectory\n", "3:17: Context describes where SwiftPM runs the manifest"),
            ("print(\"hello\")\n", "3:1: print writes output when the manifest runs"),
            (
                "let x = helper(\"A\")\n",
                "3:9: 'helper' is not a constant of the manifest nor a PackageDescription type"
            ),
            (
                "let t = .target(name: \"A\")\n",
                "3:9: '.target(...)' without a type from the context (SwiftPM could not compile this)"
            ),
            (
                "let names: [String] = []\nlet t = names.map { .target(name: $0) }\n",
                "4:9: '.map' over an empty array without a type from the context"
            ),
            ("let a = \"A\"\nlet a = \"B\"\n", "4:1: 'a' declared twice"),
            (
                "let list: [Target] = []\nlist.append(.target(name: \"A\"))\n",
                "4:1: 'list' is a let constant (SwiftPM could not compile this)"
            ),
            (
                "let n = \"A\"\nlet t: [Target.Dependency] = [\"\\(n)Kit\"]\n",
                "4:31: an interpolated string where Target.Dependency is expected (SwiftPM could not compile this)"
            ),
            (
                "let v = [\"A\", .target(name: \"B\")]\n",
                "3:15: 'target(...)' is not a member of String that archlint reads"
            ),
            ("let s = [#if os(Linux)\n\"A\"\n#endif\n]\n", "3:10: #if inside an expression"),
            (
                "#if hasFeature(StrictConcurrency)\n#endif\n",
                "3:5: #if hasFeature(...): archlint does not decide this condition"
            ),
            (
                "let t = Target.target(name: \"A\", path: nil, sources: [\"a.swift\"], exclude: [])\n",
                "3:9: no 'target(name:path:sources:exclude:)' of Target in tools version 5.9.0 (SwiftPM could not compile this)"
            ),
        ]
        for (body, reason) in cases {
            #expect(declined(header + body + "let package = Package(name: \"P\")\n") == reason, "\(body)")
        }
        #expect(
            declined("// swift-tools-version:5.9\nlet package = Package(name: \"P\")\n")
                == "2:15: the manifest does not import PackageDescription (SwiftPM could not compile this)")
        #expect(declined(header + "let name = \"P\"\n") == "the manifest creates no Package")
    }

    @Test func evaluatesIfBlocksForTheHost() throws {
        let text =
            header + """
                #if os(macOS) && arch(arm64)
                let core = "AppleSilicon"
                #elseif os(Linux) || os(Windows)
                let core = "Server"
                #else
                let core = "Other"
                #endif
                #if canImport(Darwin)
                let system = "Darwin"
                #else
                let system = "NotDarwin"
                #endif
                let package = Package(name: "P", targets: [.target(name: core), .target(name: system)])
                """
        #expect(try manifest(text, host: Self.linux).targets.map(\.name) == ["Server", "NotDarwin"])
        #expect(try manifest(text, host: Self.mac).targets.map(\.name) == ["AppleSilicon", "Darwin"])
    }

    @Test func comparesSwiftVersionsWithTheManifestsLanguageMode() throws {
        let conditions = """
            #if swift(>=5.10)
            let a = "Swift510"
            #else
            let a = "Older"
            #endif
            #if swift(>=6.0)
            let b = "Swift6"
            #else
            let b = "Swift5"
            #endif
            #if compiler(>=6.3.1) && !compiler(>=6.3.2)
            let c = "Compiler631"
            #else
            let c = "OtherCompiler"
            #endif
            let package = Package(name: "P", targets: [.target(name: a), .target(name: b), .target(name: c)])
            """
        #expect(
            try manifest("// swift-tools-version:5.9\nimport PackageDescription\n" + conditions).targets.map(\.name)
                == ["Swift510", "Swift5", "Compiler631"])
        #expect(
            try manifest("// swift-tools-version:6.0\nimport PackageDescription\n" + conditions).targets.map(\.name)
                == ["Swift510", "Swift6", "Compiler631"])
    }

    @Test func warnsOnceForAMissingToolsVersionLineAndReadsAsTheToolchain() throws {
        let outcome = read(
            "import PackageDescription\nlet package = Package(name: \"P\", targets: [.executableTarget(name: \"Tool\")])\n"
        )
        guard case .read(let manifest, _, let warnings) = outcome else { Issue.record("\(outcome)"); return }
        #expect(manifest.toolsVersion == nil)
        #expect(manifest.targets.map(\.kind) == [.executable])
        #expect(warnings.map(\.kind) == [.missingToolsVersion])
        #expect(
            warnings.first?.message.contains(
                "package 'package.swift' is using Swift tools version 3.1.0 which is no longer supported") == true)
    }

    @Test func readsAnAppleOnlyImportWithAWarning() throws {
        let outcome = read(header + "import Darwin\nlet package = Package(name: \"P\")\n")
        guard case .read(_, _, let warnings) = outcome else { Issue.record("\(outcome)"); return }
        #expect(warnings.map(\.kind) == [.unavailableImport])
        #expect(warnings.first?.position == ManifestPosition(line: 3, column: 1))
    }

    @Test func theLastPackageCreatedIsTheManifest() throws {
        let read = try manifest(
            header + """
                let first = Package(name: "First")
                let package = Package(name: "Second")
                first.targets.append(.target(name: "Ignored"))
                package.targets += [.target(name: "Kept")]
                """)
        #expect(read.name == "Second")
        #expect(read.targets.map(\.name) == ["Kept"])
    }

    /// (Not while recording or verifying: then SwiftPM runs that manifest, and writes the file.)
    @Test(
        .disabled(if: GoldenFile.isRecording || ProcessInfo.processInfo.environment["ARCHLINT_VERIFY_SWIFTPM"] == "1"))
    func sideEffectsOfRunningAreNeverPerformed() throws {
        let marker = "/tmp/archlint-static-manifest-side-effect"
        try? FileManager.default.removeItem(atPath: marker)
        let directory = Fixtures.repositoryPath("Tests/Fixtures/StaticManifests/side-effect")
        let outcome = StaticManifestReader.read(packageDirectory: directory)
        guard case .declined(_, let reason) = outcome else { Issue.record("\(outcome)"); return }
        #expect(reason.description == "6:1: FileManager reads the file system when the manifest runs")
        #expect(!FileManager.default.fileExists(atPath: marker))
    }

    /// A dynamic library product is one an app must embed: the static reader, the dump decoder
    /// and the encoder keep it.
    @Test func aDynamicLibraryProductIsKnown() throws {
        let read = try manifest(
            header + """
                let package = Package(
                    name: "P",
                    products: [
                        .library(name: "Dynamic", type: .dynamic, targets: ["A"]),
                        .library(name: "Static", type: .static, targets: ["A"]),
                        .library(name: "Automatic", targets: ["A"]),
                    ],
                    targets: [.target(name: "A")]
                )
                """)
        #expect(read.products.map(\.isDynamic) == [true, false, false])
        #expect(read.products.map(\.isStatic) == [false, true, false])
        // Printed as SwiftPM prints them.
        #expect(ManifestDumpEncoder.encode(read).contains("\"library\" : [\n          \"automatic\"\n        ]"))
        #expect(
            try ManifestDecoder.decode(Data(ManifestDumpEncoder.encode(read).utf8)).products.map(\.isStatic) == [
                false, true, false,
            ])
        #expect(
            try ManifestDecoder.decode(Data(ManifestDumpEncoder.encode(read).utf8)).products.map(\.isDynamic) == [
                true, false, false,
            ])
        let dump =
            #"{"name": "P", "products": [{"name": "D", "targets": ["A"], "type": {"library": ["dynamic"]}}, {"name": "S", "targets": ["A"], "type": {"library": ["automatic"]}}], "targets": [], "dependencies": []}"#
        #expect(try ManifestDecoder.decode(Data(dump.utf8)).products.map(\.isDynamic) == [true, false])
    }

    @Test func encodedManifestsDecodeToTheSameValue() throws {
        for name in StaticManifestDifferentialTests.fixtureNames {
            guard
                case .read(let manifest, _, _) = StaticManifestReader.read(
                    packageDirectory: "\(StaticManifestDifferentialTests.root)/\(name)")
            else { continue }
            let decoded = try ManifestDecoder.decode(Data(ManifestDumpEncoder.encode(manifest).utf8))
            #expect(decoded == manifest, "\(name)")
        }
    }

    /// Every key and value the encoder prints is where `swift package dump-package` prints it
    /// (library products aside: the model does not keep their linkage).
    @Test func encoderPrintsSwiftPMsShape() throws {
        var compared = 0
        for name in StaticManifestDifferentialTests.fixtureNames {
            let directory = "\(StaticManifestDifferentialTests.root)/\(name)"
            guard case .read(let manifest, _, _) = StaticManifestReader.read(packageDirectory: directory),
                let recording = StaticManifestDifferentialTests.recording(directory),
                case .dump(let swiftPM) = recording.swiftPM
            else { continue }
            let ours = try JSONSerialization.jsonObject(with: Data(ManifestDumpEncoder.encode(manifest).utf8))
            let theirs = try JSONSerialization.jsonObject(with: Data(swiftPM.utf8))
            #expect(Self.contained(ours, in: theirs), "\(name): the encoder's output is not part of SwiftPM's")
            compared += 1
        }
        #expect(compared >= 35)
    }

    /// Whether `ours` is part of `theirs`: objects by key, arrays element by element. Where the
    /// model keeps less than the dump, less is allowed: `settings` keeps only the Swift defines (a
    /// subsequence of SwiftPM's settings), condition platforms are sorted. A library's linkage
    /// is compared as is (`["automatic"]`, as SwiftPM prints it: issue 31).
    private static func contained(_ ours: Any, in theirs: Any, key: String = "") -> Bool {
        switch ours {
        case let object as [String: Any]:
            guard let other = theirs as? [String: Any] else { return false }
            return object.allSatisfy { name, value in
                guard let counterpart = other[name] else { return false }
                return contained(value, in: counterpart, key: name)
            }
        case let array as [Any]:
            guard let other = theirs as? [Any] else { return false }
            if key == "platformNames" || key == "traits" {
                return Set(array.compactMap { $0 as? String }) == Set(other.compactMap { $0 as? String })
                    && array.count == other.count
            }
            if key == "settings" {
                var remaining = other[...]
                for element in array {
                    guard let match = remaining.firstIndex(where: { contained(element, in: $0) }) else { return false }
                    remaining = remaining[(match + 1)...]
                }
                return true
            }
            return other.count == array.count && zip(array, other).allSatisfy { contained($0, in: $1) }
        case is NSNull:
            return theirs is NSNull
        default:
            return (ours as? String) == (theirs as? String)
        }
    }

    @Test func outputIsDeterministicAndSorted() throws {
        let text =
            header + "let package = Package(name: \"P\", targets: [.target(name: \"B\"), .target(name: \"A\")])\n"
        let once = ManifestDumpEncoder.encode(try manifest(text))
        let twice = ManifestDumpEncoder.encode(try manifest(text))
        #expect(once == twice)
        let keys = once.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(keys == ["dependencies", "name", "platforms", "products", "targets", "toolsVersion"])
    }
}

/// Untrusted input: whatever the bytes, the reader answers (reads or declines) without crashing.
@Suite struct StaticManifestRobustnessTests {
    private func outcome(_ bytes: [UInt8]) -> StaticManifestOutcome {
        StaticManifestReader.read(
            manifest: bytes, manifestPath: "/work/App/Package.swift", packageDirectory: "/work/App")
    }

    private func isDeclined(_ text: String) -> Bool {
        if case .declined = outcome(Array(text.utf8)) { return true }
        return false
    }

    @Test func deepNestingIsDeclinedNotOverflowed() {
        let header = "// swift-tools-version:5.9\nimport PackageDescription\n"
        #expect(isDeclined(header + "let x = " + String(repeating: "[", count: 100_000) + "\n"))
        #expect(
            isDeclined(
                header + "let x = " + String(repeating: "(", count: 100_000) + "1"
                    + String(repeating: ")", count: 100_000) + "\n"))
        #expect(isDeclined(header + "let x = \"a\"" + String(repeating: " + \"a\"", count: 50_000) + "\n"))
        #expect(
            isDeclined(
                header + String(repeating: "#if true\n", count: 20_000) + String(repeating: "#endif\n", count: 20_000)))
        #expect(isDeclined(header + "#if " + String(repeating: "!", count: 50_000) + "true\n#endif\n"))
        var nested = "\"x\""
        for _ in 0..<200 { nested = "\"\\(" + nested + ")\"" }
        #expect(isDeclined(header + "let s = " + nested + "\n"))
    }

    @Test func everyPrefixOfARealManifestIsAnswered() throws {
        let path = Fixtures.repositoryPath("Tests/Fixtures/StaticManifests/constants-and-concatenation/Package.swift")
        let bytes = Array(try #require(FileManager.default.contents(atPath: path)))
        var read = 0
        for length in 0...bytes.count {
            if case .read = outcome(Array(bytes[..<length])) { read += 1 }
        }
        // Only the whole manifest (and the prefixes that end in its trailing blanks) is complete.
        #expect(read >= 1 && read <= 3)
    }

    @Test func randomBytesAreAnswered() {
        var generator = SplitMix(seed: 2026)
        let alphabet = Array(
            "let var package Package(name: targets: [.target(\"A\")] #if os(Linux) #endif \\( ) \"\"\" + ..< { $0 } // /* */ \n"
                .utf8)
        for _ in 0..<300 {
            let length = Int(generator.next() % 400)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            _ = outcome(Array("// swift-tools-version:5.9\nimport PackageDescription\n".utf8) + bytes)
            _ = outcome((0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
        }
    }

    /// A small deterministic generator, so a failure reproduces.
    private struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
