import Foundation
import Testing
@testable import ArchLintPackage
@testable import ArchLintTestSupport

@Suite struct ManifestDecoderTests {
    @Test func decodesEveryTargetType() throws {
        let manifest = try ManifestFixtures.allForms()
        #expect(manifest.name == "AllForms")
        #expect(manifest.toolsVersion == "6.0.0")
        let kinds = Dictionary(uniqueKeysWithValues: manifest.targets.map { ($0.name, $0.kind) })
        #expect(
            kinds == [
                "Lib": .regular, "Tool": .executable, "LibTests": .test, "Macros": .macro,
                "CZ": .system, "Bin": .binary, "Gen": .plugin,
            ])
    }

    @Test func decodesEveryDependencyForm() throws {
        let manifest = try ManifestFixtures.allForms()
        let lib = try #require(manifest.target(named: "Lib"))
        #expect(
            lib.dependencies == [
                .init(
                    .product(name: "Alamofire", package: "Alamofire", moduleAliases: ["Alamofire": "AF"]),
                    condition: .init(platforms: ["ios"])),
                .init(.product(name: "Moya", package: "Moya", moduleAliases: [:])),
                .init(.byName("Macros")),
            ])
        let tool = try #require(manifest.target(named: "Tool"))
        #expect(
            tool.dependencies == [.init(.byName("Lib")), .init(.target("CZ"), condition: .init(platforms: ["linux"]))])
        #expect(tool.path == "Sources/ToolMain")
        #expect(tool.sources == ["main.swift", "Commands"])
        #expect(tool.resources == [.init(path: "Resources", rule: "process"), .init(path: "Data.json", rule: "copy")])
        #expect(lib.exclude == ["Excluded"])
        #expect(
            lib.defines == [
                .init(name: "FEATURE_X", condition: .init(platforms: ["ios"], configuration: "debug")),
                .init(name: "ALWAYS"),
            ])
    }

    @Test func decodesPackageDependencies() throws {
        let manifest = try ManifestFixtures.allForms()
        #expect(manifest.dependencies.map(\.identity) == ["alamofire", "moya", "swift-syntax"])
        #expect(manifest.dependencies[1].location == .sourceControl(location: "https://github.com/Moya/Moya.git"))
        if case .fileSystem(let path) = manifest.dependencies[0].location {
            #expect(path.hasSuffix("/Vendor/Alamofire"))
        } else {
            Issue.record("expected a file-system dependency")
        }
        #expect(manifest.products.map(\.name) == ["Lib", "tool"])
        #expect(manifest.products.map(\.kind) == [.library, .executable])
    }

    @Test func ignoresUnknownKeys() throws {
        let json =
            #"{"name": "P", "futureKey": {"x": 1}, "targets": [{"name": "A", "type": "regular", "newThing": true}]}"#
        let manifest = try ManifestDecoder.decode(Data(json.utf8))
        #expect(manifest.targets.map(\.name) == ["A"])
    }

    @Test func rejectsNonJSON() {
        #expect(throws: ManifestDecoder.DecodingError.self) {
            try ManifestDecoder.decode(Data("nope".utf8))
        }
    }

    @Test func rejectsJSONThatIsNotADump() throws {
        do {
            _ = try ManifestDecoder.decode(Data(#"{"hello": "world"}"#.utf8))
            Issue.record("expected an error")
        } catch {
            #expect(error.keyPath == "name")
        }
        do {
            _ = try ManifestDecoder.decode(Data(#"{"name": "P", "targets": [{"name": "A", "type": "weird"}]}"#.utf8))
            Issue.record("expected an error")
        } catch {
            #expect(error.keyPath == "targets[0].type")
            #expect(error.reason.contains("unknown target type 'weird'"))
        }
    }
}
