import Foundation
import Testing
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// The byte-level parser reads project files exactly as Foundation's `PropertyListSerialization`
/// does (an independent reader of the same format): same strings, arrays and dictionaries.
/// `ARCHLINT_PBXPROJ_CORPUS=DIR` adds every `project.pbxproj` under DIR (real projects kept
/// outside the repository).
@Suite struct PropertyListAgreementTests {
    static func same(_ ours: PropertyListValue, _ theirs: Any) -> Bool {
        switch ours {
        case .string(let value):
            return (theirs as? String) == value
        case .array(let elements):
            guard let other = theirs as? [Any], other.count == elements.count else { return false }
            return zip(elements, other).allSatisfy { same($0, $1) }
        case .dictionary(let dictionary):
            guard let other = theirs as? [String: Any], other.count == dictionary.entries.count else { return false }
            return dictionary.entries.allSatisfy { key, entry in other[key].map { same(entry.value, $0) } ?? false }
        }
    }

    static func projectFiles(under folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".xcodeproj/project.pbxproj") { files.append(folder + "/" + relative) }
        }
        return files.sorted()
    }

    @Test func agreesWithFoundationOnEveryProjectFile() throws {
        var files = Self.projectFiles(under: Fixtures.repositoryPath("Tests/Fixtures/Xcode"))
        if let corpus = ProcessInfo.processInfo.environment["ARCHLINT_PBXPROJ_CORPUS"] {
            files += Self.projectFiles(under: corpus)
        }
        var compared = 0
        for file in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            let theirs = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            let ours = try? OldStylePropertyListParser.parse(Array(data))
            // Both refuse the damaged ones.
            #expect((theirs == nil) == (ours == nil), "\(file)")
            guard let theirs, let ours else { continue }
            #expect(Self.same(ours, theirs), "\(file)")
            compared += 1
        }
        #expect(compared >= 7)
    }

    @Test func agreesOnEscapes() throws {
        let text =
            #"{ a = "q\"uote"; b = "back\\slash"; c = "\n\t\r"; d = "\U00e9\U4e2d"; e = "\101\102"; f = 'single'; g = "multi"#
            + "\nline\"; h = \"\"; i = \"\\\\\\\\\"; j = $TOOL/x; }"
        let theirs = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
        let ours = try OldStylePropertyListParser.parse(Array(text.utf8))
        #expect(Self.same(ours, theirs))
        #expect(ours.dictionary?.string("d") == "é中")
    }
}
