import Foundation
import ArchLintSupport

/// The byte changes of one edit of a `project.pbxproj`, written the way Xcode writes the file:
/// a new object in the section of its `isa` (`/* Begin PBXBuildFile section */`), in identifier
/// order, the section created in alphabetical order when the file has none; an element appended
/// to a list on a line of its own, indented like its neighbours; a key inserted in a dictionary
/// in Xcode's order (`isa` first, then alphabetical); a removed element or object taking its line
/// with it, and a section left empty taking its `Begin`/`End` comments. Every other byte stays.
struct XcodeProjectTextEdit {
    /// Replace `range` (offsets in the original) with `text`.
    struct Operation: Equatable {
        var range: Range<Int>
        var text: String
    }

    /// A value written into a new object.
    enum Field {
        /// Written as is (already quoted, with its comment).
        case value(String)
        /// A list, one element (with its comment) per line.
        case list([String])
    }

    let contents: PreparedXcodeProject.Contents
    let bytes: [UInt8]
    let text: String
    private var operations: [Operation] = []
    private var allocated: Set<String> = []
    private var removed: Set<String> = []
    private var removedReferences: [String: Int] = [:]
    private var inserted: [(isa: String, id: String, text: String)] = []
    /// What to undo to return to a checkpoint (the sets and counts; the lists are cut back).
    private var journal: [Undo] = []

    private enum Undo {
        case allocated(String)
        case removed(String)
        case removedReference(String, Int)
    }

    /// A state of the edit to return to (`rollback`), when a change of a batch fails midway.
    struct Checkpoint {
        fileprivate var operations: Int
        fileprivate var inserted: Int
        fileprivate var journal: Int
    }

    func checkpoint() -> Checkpoint {
        Checkpoint(operations: operations.count, inserted: inserted.count, journal: journal.count)
    }

    /// Undoes everything done since `checkpoint`.
    mutating func rollback(to checkpoint: Checkpoint) {
        operations.removeSubrange(checkpoint.operations...)
        inserted.removeSubrange(checkpoint.inserted...)
        while journal.count > checkpoint.journal {
            switch journal.removeLast() {
            case .allocated(let id): allocated.remove(id)
            case .removed(let id): removed.remove(id)
            case .removedReference(let id, let count): removedReferences[id, default: 0] -= count
            }
        }
    }

    init(_ prepared: PreparedXcodeProject, contents: PreparedXcodeProject.Contents) {
        self.contents = contents
        self.bytes = prepared.bytes
        self.text = prepared.text
    }

    // MARK: Identifiers

    /// A new object identifier: 24 uppercase hexadecimal digits, as Xcode writes them, taken from
    /// a hash of `seed` (what the object is for), so the same edit of the same file gives the
    /// same identifier; one the file already contains anywhere is skipped.
    mutating func newIdentifier(seed: String) -> String {
        var attempt = 0
        while true {
            var hasher = SHA256()
            hasher.update("archlint\u{0}\(seed)\u{0}\(attempt)")
            let id = SHA256.hexString(Array(hasher.finalize().prefix(12))).uppercased()
            if !allocated.contains(id), contents.objects[id] == nil, !contents.identifierTokens.contains(id) {
                allocated.insert(id)
                journal.append(.allocated(id))
                return id
            }
            attempt += 1
        }
    }

    // MARK: References

    /// How many values still name `id`, after what this edit removed.
    func references(to id: String) -> Int {
        (contents.references[id] ?? 0) - (removedReferences[id] ?? 0)
    }

    func isRemoved(_ id: String) -> Bool { removed.contains(id) }

    // MARK: Lists

    /// Deletes an element of a list (with its comment and comma; with its line when it stands
    /// alone on it).
    mutating func remove(_ element: PropertyListLayout.Element) {
        operations.append(Operation(range: wholeLines(element.value.range.lowerBound..<element.end), text: ""))
        if let id = element.value.string, contents.objects[id] != nil {
            removedReferences[id, default: 0] += 1
            journal.append(.removedReference(id, 1))
        }
    }

    /// Appends `element` (an identifier and its comment) to a list: on a new line indented like
    /// the last element, or like the closing parenthesis plus one level in an empty list; inside
    /// a list written on one line, on that line.
    mutating func append(_ element: String, to list: PropertyListLayout.ArrayLayout) {
        if let last = list.elements.last {
            insert(element, after: last, closing: list.close)
            return
        }
        if startsLine(list.close) {
            let indent = indentation(ofLineAt: list.close)
            operations.append(
                Operation(
                    range: lineStart(list.close)..<lineStart(list.close),
                    text: indent + contents.indentUnit + element + "," + contents.newline))
        } else {
            operations.append(Operation(range: list.close..<list.close, text: element + ", "))
        }
    }

    /// Inserts `element` after `previous` in a list closed at `closing`.
    mutating func insert(_ element: String, after previous: PropertyListLayout.Element, closing: Int) {
        var prefix = ""
        if previous.end == previous.value.range.upperBound {
            // `(A, B)`: the last element has no comma yet.
            operations.append(Operation(range: previous.end..<previous.end, text: ","))
        }
        if startsLine(previous.value.range.lowerBound) && lineIndex(previous.end) < lineIndex(closing) {
            let indent = indentation(ofLineAt: previous.value.range.lowerBound)
            let at = lineEnd(previous.end)
            operations.append(Operation(range: at..<at, text: indent + element + "," + contents.newline))
        } else {
            prefix = " "
            operations.append(Operation(range: previous.end..<previous.end, text: prefix + element + ","))
        }
    }

    /// Inserts `key = ( element, );` into the dictionary of an object laid out one entry per
    /// line, before the first key after it in Xcode's order (`isa` first, then alphabetical).
    mutating func insertList(_ key: String, element: String, into dictionary: PropertyListLayout.DictionaryLayout)
        -> DeclarationEditFailure?
    {
        guard let last = dictionary.entries.last, dictionary.entries.allSatisfy({ startsLine($0.keyStart) }),
            startsLine(dictionary.close)
        else {
            return DeclarationEditFailure(
                "the object is not written one key per line, as Xcode writes it; add \(key) in Xcode")
        }
        let following = dictionary.entries.first { $0.key != "isa" && $0.key > key }
        let at = following.map { lineStart($0.keyStart) } ?? lineEnd(last.end)
        let indent = indentation(ofLineAt: following?.keyStart ?? last.keyStart)
        let newline = contents.newline
        operations.append(
            Operation(
                range: at..<at,
                text:
                    "\(indent)\(key) = "
                    + "(\(newline)\(indent)\(contents.indentUnit)\(element),\(newline)\(indent));\(newline)"
            ))
        return nil
    }

    // MARK: Objects

    /// Adds an object with identifier `id` and comment `comment` to the section of `isa`; with
    /// `oneLine`, on one line (as Xcode writes build files and file references).
    mutating func insertObject(
        _ id: String, isa: String, comment: String, fields: [(key: String, field: Field)], oneLine: Bool = false
    ) {
        let indent = contents.objectIndent, unit = contents.indentUnit, newline = contents.newline
        var text = "\(indent)\(id) /* \(Self.comment(comment)) */ = {"
        if oneLine {
            text += "isa = \(isa); "
            for (key, field) in fields {
                switch field {
                case .value(let value): text += "\(key) = \(value); "
                case .list(let elements): text += "\(key) = (" + elements.map { "\($0), " }.joined() + "); "
                }
            }
            text += "};" + newline
        } else {
            text += newline + "\(indent)\(unit)isa = \(isa);" + newline
            for (key, field) in fields {
                switch field {
                case .value(let value):
                    text += "\(indent)\(unit)\(key) = \(value);" + newline
                case .list(let elements):
                    text += "\(indent)\(unit)\(key) = (" + newline
                    for element in elements { text += "\(indent)\(unit)\(unit)\(element)," + newline }
                    text += "\(indent)\(unit));" + newline
                }
            }
            text += "\(indent)};" + newline
        }
        inserted.append((isa, id, text))
    }

    /// Deletes object `id` (its definition and the references it makes).
    mutating func removeObject(_ id: String) {
        guard !removed.contains(id), let entry = contents.entry(id) else { return }
        removed.insert(id)
        journal.append(.removed(id))
        var made: [String: Int] = [:]
        PreparedXcodeProject.countReferences(in: entry.value, known: contents.objects, into: &made)
        for (reference, count) in made {
            removedReferences[reference, default: 0] += count
            journal.append(.removedReference(reference, count))
        }
    }

    // MARK: Result

    /// The operations of the edit, sorted, or why they cannot be made.
    func finish() -> Result<[Operation], DeclarationEditFailure> {
        var all = operations
        let sections = contents.sections
        // Removed objects: one by one, or the whole section when none of it is left (looked at
        // only for sections with no more members than objects removed).
        var removedIDs = removed
        for section in sections where !removed.isEmpty && section.members.count <= removed.count {
            guard let end = section.end else { continue }
            let members = section.members
            guard !members.isEmpty, members.allSatisfy({ removed.contains($0.key) }) else { continue }
            var start = lineStart(section.begin.range.lowerBound)
            if start > 0, isBlankLine(endingAt: start) { start = lineStart(start - 1) }
            all.append(Operation(range: start..<lineEnd(end.range.upperBound), text: ""))
            removedIDs.subtract(members.map(\.key))
        }
        for id in removedIDs.sorted() {
            guard let entry = contents.entry(id) else { continue }
            all.append(Operation(range: wholeLines(entry.keyStart..<entry.end), text: ""))
        }
        // New objects, by section and identifier.
        for (isa, objects) in Dictionary(grouping: inserted, by: \.isa).sorted(by: { $0.key < $1.key }) {
            let objects = objects.sorted { $0.id < $1.id }
            switch placement(of: objects, isa: isa, sections: sections) {
            case .failure(let failure): return .failure(failure)
            case .success(let placed): all += placed
            }
        }
        all = all.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }.map(\.element)
        for (previous, next) in zip(all, all.dropFirst()) where previous.range.upperBound > next.range.lowerBound {
            return .failure(
                DeclarationEditFailure("two changes of the project file overlap; make this change in Xcode"))
        }
        return .success(all)
    }

    /// Where new objects of one `isa` go: before the first object of their section with a
    /// greater identifier (or at the section's end), or in a new section.
    private func placement(
        of objects: [(isa: String, id: String, text: String)], isa: String,
        sections: [PreparedXcodeProject.Section]
    ) -> Result<[Operation], DeclarationEditFailure> {
        let newline = contents.newline
        if let section = sections.first(where: { $0.name == isa }), let end = section.end {
            // Each member and the end comment start their line (checked once per section).
            guard section.startsLines else {
                return .failure(
                    DeclarationEditFailure(
                        "the \(isa) section is not written one object per line, as Xcode writes it; make this change "
                            + "in Xcode"
                    ))
            }
            return .success(
                objects.map { object in
                    let at =
                        section.firstMember(after: object.id).map { lineStart($0.keyStart) }
                        ?? lineStart(end.range.lowerBound)
                    return Operation(range: at..<at, text: object.text)
                })
        }
        let block =
            "/* Begin \(isa) section */" + newline + objects.map(\.text).joined() + "/* End \(isa) section */" + newline
        if let next = sections.first(where: { $0.name > isa }), startsLine(next.begin.range.lowerBound) {
            let at = lineStart(next.begin.range.lowerBound)
            return .success([Operation(range: at..<at, text: block + newline)])
        }
        if let last = sections.last(where: { $0.end != nil }), let end = last.end {
            let at = lineEnd(end.range.upperBound)
            return .success([Operation(range: at..<at, text: newline + block)])
        }
        guard sections.isEmpty, startsLine(contents.objectsLayout.close) else {
            return .failure(
                DeclarationEditFailure(
                    "the project file's objects are not laid out as Xcode writes them; make this change in Xcode"))
        }
        let at = lineStart(contents.objectsLayout.close)
        return .success([Operation(range: at..<at, text: objects.map(\.text).joined())])
    }

    // MARK: Text

    /// A comment's text that cannot end the comment early.
    static func comment(_ text: String) -> String {
        text.replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "\n", with: " ")
    }

    /// `value` as Xcode writes a string: bare when it is made of letters, digits and `_$./`
    /// only, else quoted with `\` escapes.
    static func written(_ value: String) -> String {
        let bare =
            !value.isEmpty
            && value.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"),
                    UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "/"):
                    return true
                default:
                    return false
                }
            } && !value.contains("//") && !value.contains("___")
        if bare { return value }
        var escaped = ""
        for character in value {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""
    }

    func lineIndex(_ offset: Int) -> Int { PreparedXcodeProject.lineIndex(of: offset, contents.lineStarts) }

    func lineStart(_ offset: Int) -> Int { PreparedXcodeProject.lineStart(of: offset, contents.lineStarts) }

    /// The offset after the line break ending the line of `offset` (the file's end on the last line).
    func lineEnd(_ offset: Int) -> Int {
        let index = lineIndex(max(offset - 1, 0))
        // `offset` just after a line's last byte still belongs to that line.
        let next = index + 1
        return next < contents.lineStarts.count ? contents.lineStarts[next] : bytes.count
    }

    /// Whether only spaces and tabs stand before `offset` on its line.
    func startsLine(_ offset: Int) -> Bool {
        bytes[lineStart(offset)..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    func indentation(ofLineAt offset: Int) -> String {
        let start = lineStart(offset)
        var end = start
        while end < offset, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether the line ending just before `offset` (a line start) is blank.
    private func isBlankLine(endingAt offset: Int) -> Bool {
        let start = lineStart(offset - 1)
        return bytes[start..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
    }

    /// `range` with its whole lines when nothing else stands on them, else with the spaces after it.
    func wholeLines(_ range: Range<Int>) -> Range<Int> {
        var after = range.upperBound
        while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 || bytes[after] == 0x0D { after += 1 }
        if startsLine(range.lowerBound), after == bytes.count || bytes[after] == 0x0A {
            return lineStart(range.lowerBound)..<min(after + 1, bytes.count)
        }
        var end = range.upperBound
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return range.lowerBound..<end
    }
}
