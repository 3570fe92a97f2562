import Foundation
import ArchLintSupport

/// A `project.pbxproj` read once for editing: its bytes, its objects as the reader understands
/// them (`XcodeObjectGraph`), where each object and each of its values lies in the text
/// (`PropertyListLayout`), how often each object is referenced, and the file's own layout
/// conventions (indentation, line breaks, sections). Plans for many findings of one project
/// share one.
package struct PreparedXcodeProject: Sendable {
    package let text: String
    let bytes: [UInt8]
    /// The project's objects and layout, or why the file cannot be edited.
    let contents: Result<Contents, DeclarationEditFailure>

    /// What an edit needs of a project file that parsed.
    struct Contents: Sendable {
        var objects: [String: PropertyListDictionary]
        var rootObjectID: String
        var project: PropertyListDictionary
        /// The `.xcodeproj` folder's name without its extension.
        var projectName: String
        /// The folder SRCROOT names, against which local package paths resolve.
        var projectDirectory: String
        /// The folder holding the `.xcodeproj`.
        var projectFolder: String
        /// Folders the project shows, resolved through the group tree, where a local package
        /// appears without a package reference (its products then name no package): a folder
        /// referenced as a file (`lastKnownFileType = wrapper` or `folder`, a package dragged into
        /// the project), which is the package's folder, and an Xcode 16 synchronized folder,
        /// which holds packages (`contains`).
        var folderReferences: [(id: String, path: String, contains: Bool)]
        /// The `objects` dictionary as laid out in the text.
        var objectsLayout: PropertyListLayout.DictionaryLayout
        /// Each object's entry in `objects`, by identifier (more than one when the file defines
        /// an identifier twice).
        var entries: [String: [PropertyListLayout.Entry]]
        /// How many times each object's identifier is written as a value (not as the key that
        /// defines it): what still uses the object.
        var references: [String: Int]
        /// Offset of the first byte of every line.
        var lineStarts: [Int]
        /// `\n`, or `\r\n` when the file's first line ends so.
        var newline: String
        /// The indentation of an object's definition (two tabs in Xcode's files) and one level.
        var objectIndent: String
        var indentUnit: String
        /// The native targets of the project's `targets` list, by name (looked up once per
        /// edit: a project of thousands of targets has thousands of plans).
        var nativeTargetsByName: [String: [String]] = [:]
        /// Every 24-digit hexadecimal token of the file (object identifiers, and identifiers of
        /// other projects' objects): a new identifier must be none of them.
        var identifierTokens: Set<String> = []
        /// The `/* Begin X section */` ... `/* End X section */` comments of `objects`, in file
        /// order, each with the objects between them.
        var sections: [Section] = []
    }

    /// A section of `objects` and its members.
    struct Section: Sendable {
        var name: String
        var begin: PropertyListLayout.Comment
        var end: PropertyListLayout.Comment?
        /// The objects defined between `begin` and `end`, in file order (none without `end`).
        var members: [PropertyListLayout.Entry]
        /// True when `members` are in identifier order (as Xcode writes them): the place of a
        /// new identifier is then found by binary search.
        var isSorted: Bool
        /// The index of this section in `Contents.sections`.
        var index: Int
        /// True when every member and the end comment start their line (as Xcode writes them).
        var startsLines = true

        /// The first member, in file order, whose identifier is greater than `id`.
        func firstMember(after id: String) -> PropertyListLayout.Entry? {
            guard isSorted else { return members.first { $0.key > id } }
            var low = 0, high = members.count
            while low < high {
                let middle = (low + high) / 2
                if members[middle].key > id { high = middle } else { low = middle + 1 }
            }
            return low < members.count ? members[low] : nil
        }
    }

    /// `path` is the project file's path: the `.xcodeproj` folder names the project.
    package init(_ text: String, path: String) {
        self.text = text
        let bytes = Array(text.utf8)
        self.bytes = bytes
        contents = Self.read(bytes, path: path)
    }

    private static func read(_ bytes: [UInt8], path: String) -> Result<Contents, DeclarationEditFailure> {
        func damaged(_ error: PropertyListSyntaxError) -> DeclarationEditFailure {
            DeclarationEditFailure(
                "the project file does not parse (\(error.message)); archlint edits only a file it reads",
                at: TextPosition(line: error.line, column: error.column))
        }
        let top: PropertyListValue
        let layout: PropertyListLayout
        do {
            top = try OldStylePropertyListParser.parse(bytes)
            layout = try PropertyListLayout(bytes: bytes)
        } catch {
            return .failure(damaged(error))
        }
        let folder = XcodePath.parent(of: path)
        guard let topDictionary = top.dictionary,
            let graph = try? XcodeObjectGraph(top: topDictionary, projectFolder: XcodePath.parent(of: folder)),
            let objectsLayout = layout.root.dictionary?.entries("objects").last?.value.dictionary
        else {
            return .failure(DeclarationEditFailure("the file is not an Xcode project (no objects or no root object)"))
        }
        var entries: [String: [PropertyListLayout.Entry]] = [:]
        for entry in objectsLayout.entries { entries[entry.key, default: []].append(entry) }
        var references: [String: Int] = [:]
        for entry in objectsLayout.entries {
            Self.countReferences(in: entry.value, known: graph.objects, into: &references)
        }
        if let rootEntry = layout.root.dictionary?.entries("rootObject").last?.value.string {
            references[rootEntry, default: 0] += 1
        }
        var lineStarts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
        let firstBreak = bytes.firstIndex(of: 0x0A)
        let newline = firstBreak.map { $0 > 0 && bytes[$0 - 1] == 0x0D } == true ? "\r\n" : "\n"
        var objectIndent = "\t\t"
        if let first = objectsLayout.entries.first {
            let start = Self.lineStart(of: first.keyStart, lineStarts)
            let leading = bytes[start..<first.keyStart]
            if !leading.isEmpty, leading.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                objectIndent = String(decoding: leading, as: UTF8.self)
            }
        }
        let indentUnit =
            objectIndent.hasPrefix(" ") ? String(repeating: " ", count: max(objectIndent.count / 2, 1)) : "\t"
        var folderReferences: [(id: String, path: String, contains: Bool)] = []
        for (id, object) in graph.objects {
            let folder =
                object.string("isa") == "PBXFileReference"
                && ["wrapper", "folder"].contains(
                    object.string("lastKnownFileType") ?? object.string("explicitFileType") ?? "")
            let synchronized = object.string("isa") == "PBXFileSystemSynchronizedRootGroup"
            guard folder || synchronized, case .path(let resolved) = graph.location(of: id) else { continue }
            folderReferences.append((id, resolved, synchronized))
        }
        folderReferences.sort { $0.id < $1.id }
        var name = XcodePath.basename(of: folder)
        if name.hasSuffix(".xcodeproj") { name = String(name.dropLast(".xcodeproj".count)) }
        var contents = Contents(
            objects: graph.objects, rootObjectID: graph.rootObjectID, project: graph.project, projectName: name,
            projectDirectory: graph.projectDirectory, projectFolder: XcodePath.parent(of: folder),
            folderReferences: folderReferences,
            objectsLayout: objectsLayout, entries: entries, references: references, lineStarts: lineStarts,
            newline: newline, objectIndent: objectIndent, indentUnit: indentUnit)
        for id in graph.project.strings("targets") where graph.objects[id]?.string("isa") == "PBXNativeTarget" {
            contents.nativeTargetsByName[graph.objects[id]?.string("name") ?? "", default: []].append(id)
        }
        contents.identifierTokens = Self.identifierTokens(in: bytes)
        contents.sections = Self.sections(of: objectsLayout)
        func startsLine(_ offset: Int) -> Bool {
            bytes[Self.lineStart(of: offset, lineStarts)..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        }
        for index in contents.sections.indices {
            let section = contents.sections[index]
            contents.sections[index].startsLines =
                section.members.allSatisfy { startsLine($0.keyStart) }
                && section.end.map { startsLine($0.range.lowerBound) } ?? false
        }
        return .success(contents)
    }

    /// Every run of exactly 24 hexadecimal digits not inside a longer word.
    static func identifierTokens(in bytes: [UInt8]) -> Set<String> {
        var tokens = Set<String>()
        let text = String(decoding: bytes, as: UTF8.self)
        func isWord(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F
        }
        func isHex(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
        }
        let utf8 = text.utf8
        var start = utf8.startIndex
        while start != utf8.endIndex {
            guard isWord(utf8[start]) else {
                start = utf8.index(after: start)
                continue
            }
            var end = start
            var allHex = true, length = 0
            while end != utf8.endIndex, isWord(utf8[end]) {
                allHex = allHex && isHex(utf8[end])
                length += 1
                end = utf8.index(after: end)
            }
            if allHex && length == 24 { tokens.insert(text[start..<end].uppercased()) }
            start = end
        }
        return tokens
    }

    /// The sections of `objects`, each with its members.
    static func sections(of objects: PropertyListLayout.DictionaryLayout) -> [Section] {
        var sections: [Section] = []
        for comment in objects.comments {
            let words = comment.text.split(separator: " ")
            guard words.count == 3, words[2] == "section" else { continue }
            if words[0] == "Begin" {
                sections.append(
                    Section(
                        name: String(words[1]), begin: comment, end: nil, members: [], isSorted: true,
                        index: sections.count))
            } else if words[0] == "End", let index = sections.lastIndex(where: { $0.name == words[1] && $0.end == nil })
            {
                sections[index].end = comment
            }
        }
        // Entries are in file order: each belongs to the section whose comments enclose it.
        let closed = sections.indices.filter { sections[$0].end != nil }
            .sorted { sections[$0].begin.range.lowerBound < sections[$1].begin.range.lowerBound }
        var cursor = 0
        for entry in objects.entries {
            while cursor < closed.count, sections[closed[cursor]].end!.range.lowerBound < entry.keyStart { cursor += 1 }
            guard cursor < closed.count else { break }
            let section = closed[cursor]
            guard entry.keyStart > sections[section].begin.range.upperBound else { continue }
            if let last = sections[section].members.last, last.key >= entry.key { sections[section].isSorted = false }
            sections[section].members.append(entry)
        }
        return sections
    }

    /// Counts every string of `value` that names an object.
    static func countReferences(
        in value: PropertyListLayout.Value, known: [String: PropertyListDictionary],
        into references: inout [String: Int]
    ) {
        switch value.shape {
        case .string(let string):
            if known[string] != nil { references[string, default: 0] += 1 }
        case .array(let array):
            for element in array.elements { countReferences(in: element.value, known: known, into: &references) }
        case .dictionary(let dictionary):
            for entry in dictionary.entries { countReferences(in: entry.value, known: known, into: &references) }
        }
    }

    /// The offset of the first byte of the line holding `offset`.
    static func lineStart(of offset: Int, _ lineStarts: [Int]) -> Int {
        lineStarts[lineIndex(of: offset, lineStarts)]
    }

    /// The 0-based line holding `offset`.
    static func lineIndex(of offset: Int, _ lineStarts: [Int]) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

extension PreparedXcodeProject.Contents {
    /// An object's entry in `objects` when the file defines it once.
    func entry(_ id: String) -> PropertyListLayout.Entry? {
        guard let found = entries[id], found.count == 1 else { return nil }
        return found[0]
    }

    /// The laid-out value of `key` in object `id`, when both are there once.
    func layout(of key: String, in id: String) -> PropertyListLayout.Value? {
        guard let object = entry(id)?.value.dictionary else { return nil }
        let found = object.entries(key)
        return found.count == 1 ? found[0].value : nil
    }

    /// The native targets of the project (its `targets` list) named `name`; `Project/Name` names
    /// target `Name` of project `Project`, as archlint names a target whose name another module
    /// has.
    func nativeTargets(named name: String) -> [String] {
        if let exact = nativeTargetsByName[name], !exact.isEmpty { return exact }
        let prefix = projectName + "/"
        guard name.hasPrefix(prefix) else { return [] }
        return nativeTargetsByName[String(name.dropFirst(prefix.count))] ?? []
    }

    /// The identity SwiftPM gives a package reference of the project: the last path component
    /// of a local package's folder (its path resolved against the project's folder) or of a
    /// remote package's URL, without `.git`, lowercased.
    func packageIdentity(of referenceID: String) -> String? {
        guard let reference = objects[referenceID] else { return nil }
        var name: String
        switch reference.string("isa") {
        case "XCLocalSwiftPackageReference":
            guard let path = reference.string("relativePath") ?? reference.string("path") else { return nil }
            name = XcodePath.basename(of: XcodePath.resolve(path, against: projectDirectory))
        case "XCRemoteSwiftPackageReference":
            guard let url = reference.string("repositoryURL") else { return nil }
            name = XcodeProjectEditor.packageName(ofURL: url)
        default:
            return nil
        }
        return name.isEmpty || name == "/" ? nil : name.lowercased()
    }

    /// What a reference to an object looks like in Xcode's comments: the text of the comment
    /// written after `id` in array `key` of object `owner`, if there is one.
    func comment(after id: String, inArray key: String, of owner: String, bytes: [UInt8]) -> String? {
        guard let array = layout(of: key, in: owner)?.array,
            let element = array.elements.first(where: { $0.value.string == id })
        else { return nil }
        return Self.comment(in: bytes[element.value.range.upperBound..<element.end])
    }

    /// The text of the first `/* ... */` in `bytes`.
    static func comment(in bytes: ArraySlice<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let open = text.range(of: "/*"), let close = text.range(of: "*/", range: open.upperBound..<text.endIndex)
        else { return nil }
        let inner = text[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
        return inner.isEmpty ? nil : inner
    }
}
