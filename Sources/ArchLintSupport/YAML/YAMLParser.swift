// archlint's YAML reader: the subset of YAML 1.1 that configuration files (XcodeGen specs) use,
// read the way libyaml reads it, with a located error for everything outside that subset.

/// A syntax error, or a construct the reader does not support, at a place in the document.
package struct YAMLSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    package var position: TextPosition
    package var reason: String

    package init(position: TextPosition, reason: String) {
        self.position = position
        self.reason = reason
    }

    package var description: String { "\(position): \(reason)" }
}

/// Reads YAML: block and flow mappings and sequences, plain, single-quoted and double-quoted
/// scalars (every escape of YAML 1.1), literal and folded block scalars with chomping and
/// indentation indicators, comments, `---`/`...` document markers and the `%YAML` directive,
/// anchors, aliases and merge keys (`<<: *a`, `<<: [*a, *b]`). Every node keeps its line and
/// column (columns count Unicode scalars, as libyaml does).
///
/// Outside the subset, and refused with the place and what is not supported: tags (`!!str`,
/// `!custom`, `%TAG`), complex keys (`? key`, a collection as a key), an alias used as a key, a
/// node that contains an alias to itself. Bounded: collections nest at most `maximumDepth`
/// levels, and a document stands for at most `maximumExpandedNodes` nodes once its aliases are
/// expanded (a "billion laughs" document is refused at the alias that crosses the bound). Time
/// and memory are linear in the input: an alias is a copy of a finished node, not a re-read.
package enum YAMLParser {
    /// How deep collections may nest. Specs nest a dozen levels.
    package static let maximumDepth = 256
    /// How many nodes a document may stand for once aliases are expanded.
    package static let maximumExpandedNodes = 1_000_000

    /// Every document of the stream (an empty stream has none).
    package static func parseStream(_ bytes: [UInt8]) throws(YAMLSyntaxError) -> [YAMLNode] {
        var reader = YAMLReader(bytes: bytes)
        return try reader.readStream()
    }

    /// The one document of `bytes`, nil for a stream with no document (an empty file, only
    /// comments); a second document is an error, as for XcodeGen's loader.
    package static func parseDocument(_ bytes: [UInt8]) throws(YAMLSyntaxError) -> YAMLNode? {
        var reader = YAMLReader(bytes: bytes)
        let documents = try reader.readStream(stopAfterSecond: true)
        if documents.count > 1 {
            throw YAMLSyntaxError(
                position: reader.secondDocumentPosition ?? documents[1].position,
                reason: "a second YAML document begins here; a spec file holds exactly one document")
        }
        return documents.first
    }

    package static func parseDocument(_ text: String) throws(YAMLSyntaxError) -> YAMLNode? {
        try parseDocument(Array(text.utf8))
    }
}

/// The reader's state: the bytes, where it is, the anchors defined so far.
private struct YAMLReader {
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var lineStart = 0
    var depth = 0
    var anchors: [String: YAMLNode] = [:]
    /// Anchors whose node is being read: an alias to one of them would be a node inside itself.
    var openAnchors: Set<String> = []
    var secondDocumentPosition: TextPosition?
    /// The offset of the first content of the line last entered by crossing a line break: a
    /// collection that ends there leaves its parent at the start of a line.
    var lineFirstContent = -1
    /// Blanks before this offset were read by a plain scalar's scanner, which checks tabs its own
    /// way; separation there is not checked again.
    var tabsCheckedUntil = 0
    /// The indentation of the block collection around the flow collection being read.
    var flowBlockIndent = -1
    /// Column cache: the column of `columnOffset` on the line starting at `columnLineStart`, so
    /// that positions asked for in order cost no more than the line's length overall.
    var columnLineStart = -1
    var columnOffset = 0
    var column = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: - Bytes

    static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
    var current: UInt8 { byte(offset) }
    var atEnd: Bool { offset >= bytes.count }

    func isBreak(_ index: Int) -> Bool {
        index < bytes.count && (bytes[index] == Self.newline || bytes[index] == Self.carriageReturn)
    }

    func isBlank(_ index: Int) -> Bool {
        index < bytes.count && (bytes[index] == Self.space || bytes[index] == Self.tab)
    }

    /// Space, tab, line break or the end of the input.
    func isBlankOrEnd(_ index: Int) -> Bool { index >= bytes.count || isBlank(index) || isBreak(index) }

    func isFlowIndicator(_ index: Int) -> Bool {
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"): return true
        default: return false
        }
    }

    /// The 0-based indentation of `offset` on its line, in bytes (indentation is spaces only).
    var indent: Int { offset - lineStart - (lineStartsWithMark ? 2 : 0) }

    /// Consumes one line break (`\n`, `\r\n` or `\r`) and starts a new line.
    mutating func consumeBreak() {
        if byte(offset) == Self.carriageReturn && byte(offset + 1) == Self.newline { offset += 2 } else { offset += 1 }
        line += 1
        lineStart = offset
    }

    /// The position of the current offset.
    var position: TextPosition {
        mutating get { position(of: offset) }
    }

    /// The position of `target`, which lies on the current line.
    mutating func position(of target: Int) -> TextPosition {
        if columnLineStart != lineStart || columnOffset > target {
            columnLineStart = lineStart
            columnOffset = lineStart
            column = 1
        }
        var index = columnOffset
        while index < target {
            // Count Unicode scalars: every byte that does not continue a UTF-8 sequence.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        columnOffset = target
        return TextPosition(line: line, column: column)
    }

    mutating func error(_ reason: String) -> YAMLSyntaxError {
        YAMLSyntaxError(position: position, reason: reason)
    }

    mutating func error(_ reason: String, at position: TextPosition) -> YAMLSyntaxError {
        YAMLSyntaxError(position: position, reason: reason)
    }

    /// What is at the current offset, for messages.
    var shown: String {
        guard offset < bytes.count else { return "the end of the file" }
        if isBreak(offset) { return "the end of the line" }
        if bytes[offset] == Self.tab { return "a tab character" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'" + String(decoding: bytes[offset..<end], as: UTF8.self) + "'"
    }

    // MARK: - Whitespace, comments, document markers

    mutating func skipBlanks() {
        while offset < bytes.count, bytes[offset] == Self.space || bytes[offset] == Self.tab { offset += 1 }
    }

    mutating func skipComment() {
        if current == UInt8(ascii: "#") {
            while offset < bytes.count, !isBreak(offset) { offset += 1 }
        }
    }

    /// Skips blanks, comments and line breaks; returns whether the offset is now at the first
    /// content of a line (a line break was crossed, here or by the scalar that ended there).
    ///
    /// In block context libyaml refuses a tab where a key could start: in the indentation of any
    /// line (blank and comment lines included) and right after a `- ` (`tabsAllowed` false);
    /// after a key's `:`, a scalar or an anchor a tab separates like a space. A byte-order mark
    /// at the start of a line is skipped, as libyaml does.
    mutating func skipSeparation(block: Bool, tabsAllowed: Bool = true) throws(YAMLSyntaxError) -> Bool {
        var crossed = false
        var tabsHere = tabsAllowed && offset != lineStart
        while true {
            if offset == lineStart && bytes.count - offset >= 3 && bytes[offset] == 0xEF && bytes[offset + 1] == 0xBB
                && bytes[offset + 2] == 0xBF && offset > 0
            {
                offset += 3
            }
            while offset < bytes.count, bytes[offset] == Self.space || bytes[offset] == Self.tab {
                if bytes[offset] == Self.tab && block && !tabsHere && offset >= tabsCheckedUntil {
                    throw YAMLSyntaxError(
                        position: position(of: offset),
                        reason: offset == lineStart
                            || bytes[lineStart..<offset].allSatisfy({
                                $0 == Self.space || $0 == Self.tab || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF
                            })
                            ? "a tab character indents this line; YAML indents with spaces only"
                            : "a tab character after '- '; separate with spaces")
                }
                offset += 1
            }
            skipComment()
            guard isBreak(offset) else { break }
            consumeBreak()
            crossed = true
            tabsHere = false
        }
        if crossed { lineFirstContent = offset }
        return crossed || offset == lineFirstContent
    }

    /// Whether the current line starts with a byte-order mark (libyaml skips one there, and it
    /// counts as one column of indentation).
    var lineStartsWithMark: Bool {
        lineStart > 0 && bytes.count - lineStart >= 3 && bytes[lineStart] == 0xEF && bytes[lineStart + 1] == 0xBB
            && bytes[lineStart + 2] == 0xBF
    }

    /// Whether a `---` or `...` marker starts at the current offset (at the start of a line).
    var atDocumentMarker: Bool {
        guard offset == lineStart, offset + 2 < bytes.count || offset + 3 == bytes.count else { return false }
        let first = byte(offset)
        guard first == UInt8(ascii: "-") || first == UInt8(ascii: ".") else { return false }
        return byte(offset + 1) == first && byte(offset + 2) == first && isBlankOrEnd(offset + 3)
    }

    var atDocumentEnd: Bool { atDocumentMarker && current == UInt8(ascii: ".") }

    // MARK: - Stream and documents

    mutating func readStream(stopAfterSecond: Bool = false) throws(YAMLSyntaxError) -> [YAMLNode] {
        try checkText()
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            lineStart = 3
        }
        var documents: [YAMLNode] = []
        while true {
            _ = try skipSeparation(block: true, tabsAllowed: offset != lineStart)
            // Directives, then an optional `---`.
            var explicitStart = false
            var sawDirective = false
            var sawVersion = false
            while offset == lineStart, current == UInt8(ascii: "%") {
                try readDirective(seenVersion: &sawVersion)
                sawDirective = true
                _ = try skipSeparation(block: true)
            }
            if atDocumentMarker && current == UInt8(ascii: "-") {
                if !documents.isEmpty && secondDocumentPosition == nil { secondDocumentPosition = position }
                offset += 3
                explicitStart = true
            } else if sawDirective {
                throw error("expected '---' after the directives, found \(shown)")
            }
            if atEnd && !explicitStart { break }
            if atDocumentEnd && !explicitStart {
                guard !documents.isEmpty else {
                    throw error("a document end marker ('...') before any document")
                }
                offset += 3
                continue
            }
            if !documents.isEmpty && !explicitStart {
                throw error("expected '---' to start another document, found \(shown)")
            }
            if !documents.isEmpty && stopAfterSecond {
                documents.append(
                    YAMLNode(
                        content: .scalar(YAMLScalar(text: "", style: .plain)), position: position,
                        range: offset..<offset))
                return documents
            }
            anchors = [:]
            let root = try readBlockNode(parentIndent: -1, context: .document)
            documents.append(root)
            let crossed = try skipSeparation(block: true)
            if atEnd { break }
            if atDocumentEnd {
                offset += 3
                continue
            }
            if atDocumentMarker { continue }
            if !crossed || indent > 0 {
                throw error("expected the end of the document, found \(shown)")
            }
            throw error(
                "expected the end of the document, found \(shown) at the start of a line (a key or list item "
                    + "less indented than the document's first one?)")
        }
        return documents
    }

    /// `%YAML 1.x` is accepted once per document and ignored; `%TAG` and other directives are
    /// not supported.
    mutating func readDirective(seenVersion: inout Bool) throws(YAMLSyntaxError) {
        let start = position
        var end = offset
        while end < bytes.count, !isBlankOrEnd(end) { end += 1 }
        let name = String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
        guard name == "YAML" else {
            throw error(
                "the %\(name) directive is not supported (archlint reads YAML without tags or custom directives)",
                at: start)
        }
        if seenVersion { throw error("a second %YAML directive for one document", at: start) }
        seenVersion = true
        offset = end
        skipBlanks()
        let versionStart = offset
        while offset < bytes.count, !isBlankOrEnd(offset) { offset += 1 }
        let version = String(decoding: bytes[versionStart..<offset], as: UTF8.self)
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else {
            throw error("expected a version such as 1.1 after %YAML, found '\(version)'", at: start)
        }
        guard parts[0] == "1" else {
            throw error("YAML \(version) is not supported (archlint reads YAML 1.x)", at: start)
        }
        while offset < bytes.count, !isBreak(offset) { offset += 1 }
    }

    /// Refuses what libyaml refuses before reading: text that is not UTF-8, and control
    /// characters other than tab, line feed and carriage return.
    mutating func checkText() throws(YAMLSyntaxError) {
        var index = 0
        var line = 1
        var lineStart = 0
        func fail(_ reason: String) -> YAMLSyntaxError {
            var copy = self
            copy.line = line
            copy.lineStart = lineStart
            return YAMLSyntaxError(position: copy.position(of: index), reason: reason)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == Self.newline {
                    line += 1
                    lineStart = index + 1
                } else if byte == Self.carriageReturn {
                    if index + 1 < bytes.count, bytes[index + 1] == Self.newline { index += 1 }
                    line += 1
                    lineStart = index + 1
                } else if (byte < 0x20 && byte != Self.tab) || byte == 0x7F {
                    throw fail("control character 0x\(String(byte, radix: 16, uppercase: true)) is not allowed in YAML")
                }
                index += 1
                continue
            }
            let length: Int
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default:
                throw fail(
                    "the file is not UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))); save it as UTF-8")
            }
            // Continuation bytes, and no overlong form, surrogate or value past U+10FFFF.
            let second = index + 1 < bytes.count ? bytes[index + 1] : 0
            let secondOK: Bool
            switch byte {
            case 0xE0: secondOK = second >= 0xA0 && second <= 0xBF
            case 0xED: secondOK = second >= 0x80 && second <= 0x9F
            case 0xF0: secondOK = second >= 0x90 && second <= 0xBF
            case 0xF4: secondOK = second >= 0x80 && second <= 0x8F
            default: secondOK = second & 0xC0 == 0x80
            }
            guard index + length <= bytes.count, secondOK,
                bytes[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 })
            else {
                throw fail(
                    "the file is not UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))); save it as UTF-8")
            }
            index += length
        }
    }

    // MARK: - Block nodes

    enum BlockContext {
        /// The document's root.
        case document
        /// The value after `key:`: nothing but a scalar, a flow collection or properties may follow
        /// on the key's line; a block sequence may sit at the key's own indentation.
        case mappingValue
        /// The content after `- `: a compact mapping or sequence may start on the same line.
        case sequenceEntry
    }

    /// Properties written before a node's content.
    struct Properties {
        var anchor: String?
        var start: Int
        var position: TextPosition
    }

    /// An empty scalar at the current offset.
    mutating func emptyNode() -> YAMLNode {
        YAMLNode(content: .scalar(YAMLScalar(text: "", style: .plain)), position: position, range: offset..<offset)
    }

    /// Reads the block node that follows; `parentIndent` is the indentation of the collection
    /// holding it (-1 for the root).
    mutating func readBlockNode(
        parentIndent: Int, context: BlockContext,
        tabsAllowed: Bool = true
    ) throws(YAMLSyntaxError) -> YAMLNode {
        let emptyPosition = position
        let emptyOffset = offset
        let crossed = try skipSeparation(block: true, tabsAllowed: tabsAllowed)
        func empty() -> YAMLNode {
            YAMLNode(
                content: .scalar(YAMLScalar(text: "", style: .plain)), position: emptyPosition,
                range: emptyOffset..<emptyOffset)
        }
        if atEnd || ((crossed || offset == lineStart) && atDocumentMarker) { return empty() }
        // Content after `---` on its line is not at the start of a line: no compact collection.
        let onNewLine = crossed || (context == .document && onlyIndentationBefore)
        if onNewLine {
            // libyaml takes a block sequence, and a block scalar, at the key's own indentation as
            // the key's value.
            let atParentIndent =
                context == .mappingValue && indent == parentIndent
                && (isSequenceEntry || current == UInt8(ascii: "|") || current == UInt8(ascii: ">"))
            if indent <= parentIndent && !atParentIndent { return empty() }
        }
        // Properties: an anchor, or a tag (refused).
        var properties: Properties?
        if current == UInt8(ascii: "&") || current == UInt8(ascii: "!") {
            properties = try readProperties()
            skipBlanks()
            skipComment()
            if isBreak(offset) || atEnd {
                // The node is on the following lines; a scalar there keeps the properties.
                let node = try readBlockNodeAfterProperties(
                    parentIndent: parentIndent, context: context,
                    properties: properties!)
                return node
            }
        }
        return try readBlockContent(
            parentIndent: parentIndent, context: context, onNewLine: onNewLine,
            properties: properties)
    }

    /// The node on the lines after properties that ended their line (`key: &a` then a mapping).
    mutating func readBlockNodeAfterProperties(
        parentIndent: Int, context: BlockContext,
        properties: Properties
    ) throws(YAMLSyntaxError) -> YAMLNode {
        let crossed = try skipSeparation(block: true)
        let sequenceAtParentIndent = context == .mappingValue && indent == parentIndent && isSequenceEntry
        if atEnd || atDocumentMarker || (crossed && indent <= parentIndent && !sequenceAtParentIndent) {
            let node = YAMLNode(
                content: .scalar(YAMLScalar(text: "", style: .plain)), position: properties.position,
                range: properties.start..<properties.start)
            return try register(node, properties)
        }
        if current == UInt8(ascii: "&") || current == UInt8(ascii: "!") {
            throw error("a node has two sets of properties (anchors); write one anchor per node")
        }
        return try readBlockContent(
            parentIndent: parentIndent, context: context, onNewLine: true, properties: properties,
            propertiesOnOwnLine: true)
    }

    /// Whether only spaces (after a byte-order mark libyaml skips) precede the offset on its line.
    var onlyIndentationBefore: Bool {
        bytes[(lineStart + (lineStartsWithMark ? 3 : 0))..<offset].allSatisfy { $0 == Self.space }
    }

    var isSequenceEntry: Bool { current == UInt8(ascii: "-") && isBlankOrEnd(offset + 1) }

    /// Reads `&anchor` (a tag is refused); the anchor is open until its node is registered.
    mutating func readProperties() throws(YAMLSyntaxError) -> Properties {
        let start = offset
        let startPosition = position
        if current == UInt8(ascii: "!") {
            throw error("tags ('!...') are not supported; remove the tag (archlint reads YAML without tags)")
        }
        offset += 1
        let name = readAnchorName()
        guard !name.isEmpty else {
            throw error("expected an anchor name after '&' (letters, digits, '-' or '_'), found \(shown)")
        }
        // What libyaml lets end an anchor name: a blank or one of ?:,]}%@`.
        if !isBlankOrEnd(offset) && !"?:,]}%@`".utf8.contains(current) {
            throw error("an anchor name holds letters, digits, '-' and '_' only; found \(shown)")
        }
        if current == UInt8(ascii: "!") || (skipAndPeek() == UInt8(ascii: "!")) {
            throw error("tags ('!...') are not supported; remove the tag (archlint reads YAML without tags)")
        }
        openAnchors.insert(name)
        return Properties(anchor: name, start: start, position: startPosition)
    }

    /// The byte after any blanks from the current offset, without moving.
    func skipAndPeek() -> UInt8 {
        var index = offset
        while isBlank(index) { index += 1 }
        return byte(index)
    }

    mutating func readAnchorName() -> String {
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            let isName =
                (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "_")
            guard isName else { break }
            offset += 1
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// Records a finished node under its anchor and gives it the anchor's position.
    mutating func register(_ node: YAMLNode, _ properties: Properties?) throws(YAMLSyntaxError) -> YAMLNode {
        guard let properties, let anchor = properties.anchor else { return node }
        var node = node
        node.position = properties.position
        node.range = properties.start..<max(node.range.upperBound, properties.start)
        openAnchors.remove(anchor)
        anchors[anchor] = node
        return node
    }

    /// The content of a block node at the current offset (properties, if any, already read).
    /// Properties on the content's line (`&a key: v`) belong to a mapping's first key and set the
    /// mapping's indentation; on a line of their own (`key: &a` then the mapping) to the node.
    mutating func readBlockContent(
        parentIndent: Int, context: BlockContext, onNewLine: Bool,
        properties: Properties?, propertiesOnOwnLine: Bool = false
    ) throws(YAMLSyntaxError) -> YAMLNode {
        let nodeIndent = propertiesOnOwnLine ? indent : (properties.map { $0.start - lineStart } ?? indent)
        let start = offset
        let startPosition = properties?.position ?? position
        let byte = current
        switch byte {
        case UInt8(ascii: "-") where isBlankOrEnd(offset + 1):
            guard onNewLine || context == .sequenceEntry else {
                throw error(
                    "a list item ('- ') cannot start on the line of its key or of '---'; start the list on the "
                        + "next line")
            }
            guard properties == nil || propertiesOnOwnLine else {
                throw error("a list item ('- ') cannot follow an anchor on its line; put the anchor on the line before")
            }
            return try register(
                readBlockSequence(indent: nodeIndent, start: start, position: startPosition), properties)
        case UInt8(ascii: "?") where isBlankOrEnd(offset + 1):
            throw error("complex mapping keys ('? key') are not supported; write 'key: value'")
        case UInt8(ascii: ":") where isBlankOrEnd(offset + 1):
            guard let properties, !propertiesOnOwnLine else {
                throw error("a mapping value has no key (':' with nothing before it)")
            }
            // `&a : value`: the anchored key is empty.
            if !onNewLine && context != .sequenceEntry {
                throw error("a mapping cannot start on the line of its key or of '---' (two ': ' on one line?)")
            }
            let key = try register(emptyNode(), properties)
            return try readBlockMapping(
                indent: nodeIndent, firstKey: key, start: properties.start, position: startPosition)
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            return try register(readBlockScalar(parentIndent: parentIndent, position: startPosition), properties)
        case UInt8(ascii: "*"):
            let alias = try readAlias()
            skipBlanks()
            if current == UInt8(ascii: ":") && isBlankOrEnd(offset + 1) {
                throw error("an alias used as a mapping key is not supported; write the key itself", at: startPosition)
            }
            if properties != nil {
                throw error("an alias cannot have an anchor of its own", at: startPosition)
            }
            return alias
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            flowBlockIndent = parentIndent
            let node = try readFlowCollection()
            skipBlanks()
            if current == UInt8(ascii: ":") && isBlankOrEnd(offset + 1) {
                throw error(
                    "a list or mapping used as a mapping key (a complex key) is not supported", at: startPosition)
            }
            return try register(node, properties)
        case UInt8(ascii: "!"):
            throw error("tags ('!...') are not supported; remove the tag (archlint reads YAML without tags)")
        case UInt8(ascii: "&"):
            throw error("a node has two anchors; write one anchor per node")
        case UInt8(ascii: "@"), UInt8(ascii: "`"):
            throw error("\(shown) is reserved in YAML and cannot start a value; quote the value")
        case UInt8(ascii: "%"):
            throw error("'%' cannot start a value (directives come before '---'); quote the value")
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw error("unexpected \(shown) outside a flow collection; quote the value")
        default:
            break
        }
        // A scalar, which may be the first key of a mapping.
        let scalar: YAMLNode
        let scalarLine = line
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            scalar = try readQuotedScalar(flow: false)
        } else {
            scalar = try readPlainScalar(parentIndent: parentIndent, flow: false)
        }
        let afterScalar = offset
        skipBlanks()
        guard current == UInt8(ascii: ":") && isBlankOrEnd(offset + 1) else {
            offset = afterScalar
            return try register(scalar, properties)
        }
        guard line == scalarLine else {
            throw error("a mapping key must be written on one line")
        }
        if !onNewLine && context != .sequenceEntry {
            throw error(
                "a mapping cannot start on the line of its key or of '---' (two ': ' on one line?); quote the value or "
                    + "move the mapping to the next line")
        }
        // The scalar is the first key of a block mapping.
        if propertiesOnOwnLine {
            let mapping = try readBlockMapping(
                indent: nodeIndent, firstKey: scalar, start: start, position: scalar.position)
            return try register(mapping, properties)
        }
        let key = try register(scalar, properties)
        let mappingStart = properties?.start ?? start
        return try readBlockMapping(indent: nodeIndent, firstKey: key, start: mappingStart, position: startPosition)
    }

    /// Reads a block mapping at `indent` whose first key has been read (the offset is on its ':').
    mutating func readBlockMapping(
        indent mappingIndent: Int, firstKey: YAMLNode, start: Int,
        position: TextPosition
    ) throws(YAMLSyntaxError) -> YAMLNode {
        try enter()
        defer { depth -= 1 }
        var builder = MappingBuilder()
        var key = firstKey
        var end = offset
        while true {
            offset += 1  // ':'
            let value = try readBlockNode(parentIndent: mappingIndent, context: .mappingValue)
            end = max(end, value.range.upperBound, offset)
            try builder.add(key: key, value: value, reader: &self)
            let crossed = try skipSeparation(block: true)
            if atEnd || (offset == lineStart && atDocumentMarker) { break }
            if !crossed {
                throw error("expected a line break after this mapping value, found \(shown)")
            }
            if indent < mappingIndent { break }
            if indent > mappingIndent {
                throw error(
                    "this line is indented more than the mapping's keys above it (at column \(mappingIndent + 1))")
            }
            if isSequenceEntry {
                throw error("a list item ('- ') where a key of the mapping above was expected")
            }
            key = try readMappingKey(mappingIndent: mappingIndent)
        }
        return try builder.finish(position: position, range: start..<end, flow: false, reader: &self)
    }

    /// A key of a block mapping after the first: `key:`, `"key":`, `&a key:` (the offset ends on ':').
    mutating func readMappingKey(mappingIndent: Int) throws(YAMLSyntaxError) -> YAMLNode {
        var properties: Properties?
        if current == UInt8(ascii: "&") || current == UInt8(ascii: "!") {
            properties = try readProperties()
            skipBlanks()
        }
        let keyLine = line
        let keyPosition = position
        let key: YAMLNode
        switch current {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            key = try readQuotedScalar(flow: false)
        case UInt8(ascii: "?") where isBlankOrEnd(offset + 1):
            throw error("complex mapping keys ('? key') are not supported; write 'key: value'")
        case UInt8(ascii: "*"):
            throw error("an alias used as a mapping key is not supported; write the key itself")
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            throw error("a list or mapping used as a mapping key (a complex key) is not supported")
        case UInt8(ascii: ":") where isBlankOrEnd(offset + 1):
            guard properties != nil else { throw error("a mapping value has no key (':' with nothing before it)") }
            key = emptyNode()
        case UInt8(ascii: "!"):
            throw error("tags ('!...') are not supported; remove the tag (archlint reads YAML without tags)")
        case UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "%"),
            UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "&"):
            throw error("expected a mapping key, found \(shown)")
        default:
            key = try readPlainScalar(parentIndent: mappingIndent, flow: false)
        }
        skipBlanks()
        guard current == UInt8(ascii: ":") && isBlankOrEnd(offset + 1), line == keyLine else {
            throw error(
                "expected ':' after the mapping key '\(key.scalar?.text ?? "")' (a line that is neither "
                    + "'key: value' nor a list item?)", at: keyPosition)
        }
        return try register(key, properties)
    }

    /// Reads a block sequence whose first `-` is at the current offset, at `indent`.
    mutating func readBlockSequence(
        indent sequenceIndent: Int, start: Int,
        position: TextPosition
    ) throws(YAMLSyntaxError) -> YAMLNode {
        try enter()
        defer { depth -= 1 }
        var elements: [YAMLNode] = []
        var size = 1
        var end = offset + 1
        while true {
            offset += 1  // '-'
            let element = try readBlockNode(parentIndent: sequenceIndent, context: .sequenceEntry, tabsAllowed: false)
            size = try add(size, element.expandedSize, at: element.position)
            elements.append(element)
            end = max(end, element.range.upperBound, offset)
            let crossed = try skipSeparation(block: true)
            if atEnd || (offset == lineStart && atDocumentMarker) { break }
            if !crossed {
                throw error("expected a line break after this list item, found \(shown)")
            }
            if indent < sequenceIndent || (indent == sequenceIndent && !isSequenceEntry) { break }
            if indent > sequenceIndent {
                throw error("this line is indented more than the list items above it (at column \(sequenceIndent + 1))")
            }
        }
        return YAMLNode(content: .sequence(elements), position: position, range: start..<end, expandedSize: size)
    }

    /// Counts one more level of nesting; throws past the bound.
    mutating func enter() throws(YAMLSyntaxError) {
        depth += 1
        if depth > YAMLParser.maximumDepth {
            throw error("collections nested more than \(YAMLParser.maximumDepth) levels deep")
        }
    }

    /// `total + more`, refused past the expansion bound.
    mutating func add(_ total: Int, _ more: Int, at position: TextPosition) throws(YAMLSyntaxError) -> Int {
        let sum = total + more
        if sum > YAMLParser.maximumExpandedNodes {
            throw error(
                "the document stands for more than \(YAMLParser.maximumExpandedNodes) nodes once its aliases are "
                    + "expanded (aliases of aliases multiply); archlint reads documents up to that size", at: position)
        }
        return sum
    }

    /// `*name`: a copy of the anchored node.
    mutating func readAlias() throws(YAMLSyntaxError) -> YAMLNode {
        let aliasPosition = position
        let start = offset
        offset += 1
        let name = readAnchorName()
        guard !name.isEmpty else {
            throw error("expected an anchor name after '*', found \(shown)")
        }
        if openAnchors.contains(name) {
            throw error(
                "alias '*\(name)' is inside the node anchored '&\(name)' (a recursive structure); this is not "
                    + "supported", at: aliasPosition)
        }
        guard var node = anchors[name] else {
            throw error("alias '*\(name)' names no anchor defined before it", at: aliasPosition)
        }
        node.alias = name
        node.range = start..<offset
        _ = try add(0, node.expandedSize, at: aliasPosition)
        return node
    }

    // MARK: - Scalars

    /// A plain scalar. In block context it may continue on lines indented more than
    /// `parentIndent` (folded into spaces); `flow` stops it at flow indicators too.
    mutating func readPlainScalar(parentIndent: Int, flow: Bool) throws(YAMLSyntaxError) -> YAMLNode {
        let start = offset
        let startPosition = position
        let firstLine = line
        var text: [UInt8] = []
        var end = offset
        var pendingBreaks = 0
        while true {
            // One line's worth of the scalar.
            let lineContentStart = offset
            while offset < bytes.count {
                let byte = bytes[offset]
                if isBreak(offset) { break }
                if byte == UInt8(ascii: ":") {
                    if isBlankOrEnd(offset + 1) { break }
                    if flow && (isFlowIndicator(offset + 1) || self.byte(offset + 1) == UInt8(ascii: "?")) {
                        // libyaml: "found unexpected ':'".
                        throw error(
                            "unexpected ':' in a value inside a flow collection (':' followed by "
                                + "\(String(decoding: [self.byte(offset + 1)], as: UTF8.self))); quote the value")
                    }
                } else if byte == UInt8(ascii: "#") {
                    if offset > lineStart && isBlank(offset - 1) { break }
                } else if flow && isFlowIndicator(offset) {
                    break
                }
                offset += 1
            }
            // Trailing blanks are not part of the scalar.
            var contentEnd = offset
            while contentEnd > lineContentStart
                && (bytes[contentEnd - 1] == Self.space || bytes[contentEnd - 1] == Self.tab)
            {
                contentEnd -= 1
            }
            if contentEnd > lineContentStart {
                if pendingBreaks == 1 {
                    text.append(Self.space)
                } else if pendingBreaks > 1 {
                    text.append(contentsOf: repeatElement(Self.newline, count: pendingBreaks - 1))
                }
                text.append(contentsOf: bytes[lineContentStart..<contentEnd])
                end = contentEnd
            }
            // Continue on the next line? libyaml's scanner reads the blanks and line breaks that
            // follow (refusing a tab in the indentation left of the enclosing block's content),
            // then decides.
            guard isBreak(offset) || (offset < bytes.count && isBlank(offset) && isBreakAfterBlanks(offset)) else {
                break
            }
            let beforeBreaks = offset
            let beforeLine = line
            let beforeLineStart = lineStart
            let tabLimit = (flow ? flowBlockIndent : parentIndent) + 1
            var breaks = 0
            while true {
                if isBlank(offset) {
                    if breaks > 0 && bytes[offset] == Self.tab && offset - lineStart < tabLimit {
                        throw YAMLSyntaxError(
                            position: position(of: offset),
                            reason: "a tab character indents this line; YAML indents with spaces only")
                    }
                    offset += 1
                } else if isBreak(offset) {
                    consumeBreak()
                    breaks += 1
                } else {
                    break
                }
            }
            let continues =
                offset < bytes.count && !atDocumentMarker && current != UInt8(ascii: "#")
                && (flow || continuationIndentOK(parentIndent))
                && !(flow
                    && (isFlowIndicator(offset)
                        || (current == UInt8(ascii: ":") && (isBlankOrEnd(offset + 1) || isFlowIndicator(offset + 1)))))
                && !(current == UInt8(ascii: ":") && isBlankOrEnd(offset + 1))
            guard breaks > 0, continues else {
                // The blanks read were checked as libyaml checks them: no second check.
                tabsCheckedUntil = max(tabsCheckedUntil, offset)
                offset = beforeBreaks
                line = beforeLine
                lineStart = beforeLineStart
                break
            }
            pendingBreaks = breaks
        }
        if line != firstLine {
            // A key cannot span lines: `a\n b: c` is a multi-line scalar followed by ': '.
            let savedOffset = offset
            skipBlanks()
            if current == UInt8(ascii: ":") && isBlankOrEnd(offset + 1) && !flow {
                throw error(
                    "mapping values are not allowed here (a line of a multi-line value holds ': '; quote the "
                        + "value, or indent the mapping under a key)")
            }
            offset = savedOffset
        }
        guard end > start || !text.isEmpty else {
            throw YAMLSyntaxError(position: startPosition, reason: "expected a value, found \(shown)")
        }
        let node = YAMLNode(
            content: .scalar(YAMLScalar(text: String(decoding: text, as: UTF8.self), style: .plain)),
            position: startPosition, range: start..<end)
        return node
    }

    /// Whether only blanks follow `index` up to a line break (or the end).
    func isBreakAfterBlanks(_ index: Int) -> Bool {
        var index = index
        while isBlank(index) { index += 1 }
        return index >= bytes.count || isBreak(index)
    }

    /// Whether the current line (at its first non-blank) may continue a block plain scalar.
    func continuationIndentOK(_ parentIndent: Int) -> Bool {
        // Indentation counts spaces only; the content must be indented more than the parent.
        var spaces = 0
        var index = lineStart
        while index < offset, bytes[index] == Self.space {
            spaces += 1
            index += 1
        }
        return parentIndent == Int.max ? false : spaces > parentIndent
    }

    /// A single- or double-quoted scalar, possibly over several lines.
    mutating func readQuotedScalar(flow: Bool) throws(YAMLSyntaxError) -> YAMLNode {
        let start = offset
        let startPosition = position
        let quote = current
        let double = quote == UInt8(ascii: "\"")
        offset += 1
        var text: [UInt8] = []
        while true {
            guard offset < bytes.count else {
                throw error(
                    "this quoted value is not closed (no \(double ? "\"" : "'") before the end of the file)",
                    at: startPosition)
            }
            if offset == lineStart && atDocumentMarker {
                throw error("a document marker inside a quoted value; close the quote", at: startPosition)
            }
            let byte = bytes[offset]
            if !double && byte == UInt8(ascii: "'") {
                if self.byte(offset + 1) == UInt8(ascii: "'") {
                    text.append(byte)
                    offset += 2
                    continue
                }
                offset += 1
                break
            }
            if double && byte == UInt8(ascii: "\"") {
                offset += 1
                break
            }
            if double && byte == UInt8(ascii: "\\") {
                if isBreak(offset + 1) {
                    // An escaped line break joins the lines without a space.
                    offset += 1
                    consumeBreak()
                    skipBlanks()
                    continue
                }
                try readEscape(into: &text)
                continue
            }
            if isBlank(offset) || isBreak(offset) {
                // Blanks then a break fold; blanks inside a line stay.
                var index = offset
                while isBlank(index) { index += 1 }
                if !isBreak(index) && index < bytes.count {
                    text.append(contentsOf: bytes[offset..<index])
                    offset = index
                    continue
                }
                offset = index
                var breaks = 0
                while isBreak(offset) {
                    consumeBreak()
                    breaks += 1
                    skipBlanks()
                }
                if breaks == 1 {
                    text.append(Self.space)
                } else if breaks > 1 {
                    text.append(contentsOf: repeatElement(Self.newline, count: breaks - 1))
                }
                continue
            }
            text.append(byte)
            offset += 1
        }
        return YAMLNode(
            content: .scalar(
                YAMLScalar(
                    text: String(decoding: text, as: UTF8.self),
                    style: double ? .doubleQuoted : .singleQuoted)),
            position: startPosition, range: start..<offset)
    }

    /// One escape of a double-quoted scalar at the current `\`.
    mutating func readEscape(into text: inout [UInt8]) throws(YAMLSyntaxError) {
        let escapePosition = position
        let code = byte(offset + 1)
        offset += 2
        let simple: [UInt8: UInt32] = [
            UInt8(ascii: "0"): 0, UInt8(ascii: "a"): 7, UInt8(ascii: "b"): 8, UInt8(ascii: "t"): 9, Self.tab: 9,
            UInt8(ascii: "n"): 10, UInt8(ascii: "v"): 11, UInt8(ascii: "f"): 12, UInt8(ascii: "r"): 13,
            UInt8(ascii: "e"): 27, Self.space: 32, UInt8(ascii: "\""): 34, UInt8(ascii: "/"): 47,
            UInt8(ascii: "\\"): 92, UInt8(ascii: "N"): 0x85, UInt8(ascii: "_"): 0xA0, UInt8(ascii: "L"): 0x2028,
            UInt8(ascii: "P"): 0x2029,
        ]
        var scalarValue: UInt32
        if let value = simple[code] {
            scalarValue = value
        } else {
            let digits: Int
            switch code {
            case UInt8(ascii: "x"): digits = 2
            case UInt8(ascii: "u"): digits = 4
            case UInt8(ascii: "U"): digits = 8
            default:
                throw error(
                    "unknown escape '\\\(code == 0 ? "" : String(decoding: [code], as: UTF8.self))' in a "
                        + "double-quoted value", at: escapePosition)
            }
            scalarValue = 0
            for _ in 0..<digits {
                guard let digit = Self.hexValue(current) else {
                    throw error(
                        "expected \(digits) hexadecimal digits after '\\\(String(decoding: [code], as: UTF8.self))'",
                        at: escapePosition)
                }
                scalarValue = scalarValue << 4 | digit
                offset += 1
            }
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw error(
                "escape '\\\(String(decoding: [code], as: UTF8.self))' names no Unicode character", at: escapePosition)
        }
        text.append(contentsOf: String(scalar).utf8)
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A literal (`|`) or folded (`>`) block scalar; its lines are indented more than
    /// `parentIndent`. Folding and chomping follow libyaml: a line break between two lines that
    /// do not start with a blank folds into a space, empty lines into line breaks; `-` strips the
    /// final line breaks, `+` keeps them all, the default keeps one.
    mutating func readBlockScalar(parentIndent: Int, position startPosition: TextPosition) throws(YAMLSyntaxError)
        -> YAMLNode
    {
        let start = offset
        let literal = current == UInt8(ascii: "|")
        offset += 1
        var chomping = 0  // -1 strip, 0 clip, +1 keep
        var increment = 0
        for _ in 0..<2 {
            let byte = current
            if (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")) && chomping == 0 {
                chomping = byte == UInt8(ascii: "+") ? 1 : -1
                offset += 1
            } else if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") && increment == 0 {
                increment = Int(byte - UInt8(ascii: "0"))
                offset += 1
            } else if byte == UInt8(ascii: "0") {
                throw error("a block scalar's indentation indicator is 1 to 9, not 0")
            }
        }
        let headerEnd = offset
        skipBlanks()
        skipComment()
        guard atEnd || isBreak(offset) else {
            throw error("expected a comment or a line break after the block scalar's header, found \(shown)")
        }
        var contentIndent = increment > 0 ? (parentIndent >= 0 ? parentIndent + increment : increment) : 0
        var text: [UInt8] = []
        var leadingBreak = false
        var trailingBreaks = 0
        var leadingBlank = false
        var end = headerEnd
        if !atEnd {
            consumeBreak()
            let widest = try readBlockScalarBreaks(indent: contentIndent, breaks: &trailingBreaks)
            if contentIndent == 0 { contentIndent = max(widest, parentIndent + 1, 1) }
        }
        while !atEnd && offset - lineStart == contentIndent {
            let trailingBlank = isBlank(offset)
            if !literal && leadingBreak && !leadingBlank && !trailingBlank {
                if trailingBreaks == 0 { text.append(Self.space) }
            } else if leadingBreak {
                text.append(Self.newline)
            }
            leadingBreak = false
            text.append(contentsOf: repeatElement(Self.newline, count: trailingBreaks))
            trailingBreaks = 0
            leadingBlank = trailingBlank
            let contentStart = offset
            while offset < bytes.count, !isBreak(offset) { offset += 1 }
            text.append(contentsOf: bytes[contentStart..<offset])
            end = offset
            guard !atEnd else { break }
            consumeBreak()
            leadingBreak = true
            _ = try readBlockScalarBreaks(indent: contentIndent, breaks: &trailingBreaks)
        }
        if chomping != -1 && leadingBreak { text.append(Self.newline) }
        if chomping == 1 { text.append(contentsOf: repeatElement(Self.newline, count: trailingBreaks)) }
        // The offset is now on the first non-space of the line that ended the scalar.
        if offset > start && line > startPosition.line { lineFirstContent = offset }
        return YAMLNode(
            content: .scalar(
                YAMLScalar(
                    text: String(decoding: text, as: UTF8.self),
                    style: literal ? .literal : .folded)),
            position: startPosition, range: start..<end)
    }

    /// Skips the indentation of the lines that follow (up to `indent` spaces, or all of them when
    /// `indent` is 0) and counts the empty ones; returns the widest indentation seen.
    mutating func readBlockScalarBreaks(indent: Int, breaks: inout Int) throws(YAMLSyntaxError) -> Int {
        var widest = 0
        while true {
            while (indent == 0 || offset - lineStart < indent) && current == Self.space { offset += 1 }
            widest = max(widest, offset - lineStart)
            if (indent == 0 || offset - lineStart < indent) && current == Self.tab {
                throw error("a tab character where the block scalar's indentation was expected; indent with spaces")
            }
            guard isBreak(offset) else { break }
            consumeBreak()
            breaks += 1
        }
        return widest
    }

    // MARK: - Flow collections

    /// Skips blanks, comments and line breaks inside a flow collection.
    mutating func skipFlowSeparation() throws(YAMLSyntaxError) {
        _ = try skipSeparation(block: false)
        if offset == lineStart && atDocumentMarker {
            throw error("a document marker inside a flow collection; close the '[' or '{' first")
        }
    }

    /// `[...]` or `{...}` at the current offset.
    mutating func readFlowCollection() throws(YAMLSyntaxError) -> YAMLNode {
        try enter()
        defer { depth -= 1 }
        let start = offset
        let startPosition = position
        let isMapping = current == UInt8(ascii: "{")
        let close = isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")
        offset += 1
        var elements: [YAMLNode] = []
        var size = 1
        var builder = MappingBuilder()
        while true {
            try skipFlowSeparation()
            guard !atEnd else {
                throw error(
                    "this \(isMapping ? "'{'" : "'['") is not closed before the end of the file", at: startPosition)
            }
            if current == close {
                offset += 1
                break
            }
            // One entry: `node`, `key: value`, `key:`, `: value` (empty key refused).
            let entryPosition = position
            let entryStart = offset
            var key: YAMLNode
            if current == UInt8(ascii: ":") && (isBlankOrEnd(offset + 1) || isFlowIndicator(offset + 1)) {
                throw error("a mapping value has no key (':' with nothing before it)")
            } else if current == UInt8(ascii: "?") && isBlankOrEnd(offset + 1) {
                throw error("complex mapping keys ('? key') are not supported; write 'key: value'")
            } else {
                key = try readFlowNode()
            }
            try skipFlowSeparation()
            var value: YAMLNode?
            if current == UInt8(ascii: ":") {
                if line != entryPosition.line {
                    throw error("a key in a flow collection must be on one line with its ':'")
                }
                if key.alias != nil {
                    throw error("an alias used as a mapping key is not supported", at: entryPosition)
                }
                if key.scalar == nil {
                    throw error("a list or mapping used as a mapping key is not supported", at: entryPosition)
                }
                offset += 1
                try skipFlowSeparation()
                if current == UInt8(ascii: ",") || current == close {
                    value = emptyNode()
                } else {
                    value = try readFlowNode()
                }
                try skipFlowSeparation()
            }
            if isMapping {
                if key.alias != nil && value == nil {
                    throw error("an alias used as a mapping key is not supported", at: entryPosition)
                }
                try builder.add(key: key, value: value ?? emptyNode(), reader: &self)
            } else if let value {
                // `[a: b]`: a one-entry mapping inside the list.
                var pair = MappingBuilder()
                try pair.add(key: key, value: value, reader: &self)
                let node = try pair.finish(
                    position: entryPosition, range: entryStart..<value.range.upperBound, flow: true,
                    reader: &self)
                size = try add(size, node.expandedSize, at: entryPosition)
                elements.append(node)
            } else {
                size = try add(size, key.expandedSize, at: entryPosition)
                elements.append(key)
            }
            if current == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            guard current == close else {
                throw error(
                    "expected ',' or '\(String(decoding: [close], as: UTF8.self))' in this flow "
                        + "\(isMapping ? "mapping" : "list"), found \(shown)")
            }
        }
        if isMapping {
            return try builder.finish(position: startPosition, range: start..<offset, flow: true, reader: &self)
        }
        return YAMLNode(
            content: .sequence(elements), position: startPosition, range: start..<offset, isFlow: true,
            expandedSize: size)
    }

    /// A node inside a flow collection.
    mutating func readFlowNode() throws(YAMLSyntaxError) -> YAMLNode {
        var properties: Properties?
        if current == UInt8(ascii: "&") || current == UInt8(ascii: "!") {
            properties = try readProperties()
            try skipFlowSeparation()
            if current == UInt8(ascii: ",") || current == UInt8(ascii: "]") || current == UInt8(ascii: "}")
                || (current == UInt8(ascii: ":") && (isBlankOrEnd(offset + 1) || isFlowIndicator(offset + 1)))
            {
                return try register(emptyNode(), properties)
            }
        }
        switch current {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            return try register(readFlowCollection(), properties)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return try register(readQuotedScalar(flow: true), properties)
        case UInt8(ascii: "*"):
            if properties != nil { throw error("an alias cannot have an anchor of its own") }
            return try readAlias()
        case UInt8(ascii: "!"):
            throw error("tags ('!...') are not supported; remove the tag (archlint reads YAML without tags)")
        case UInt8(ascii: "&"):
            throw error("a node has two anchors; write one anchor per node")
        case UInt8(ascii: "-") where isBlankOrEnd(offset + 1):
            throw error("a block list item ('- ') inside a flow collection; separate elements with ','")
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            throw error("a block scalar ('|' or '>') inside a flow collection; quote the value")
        case UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "%"), UInt8(ascii: "#"):
            throw error("\(shown) cannot start a value; quote the value")
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw error("expected a value, found \(shown)")
        case UInt8(ascii: ":"), UInt8(ascii: "?"):
            // Inside a flow collection libyaml reads these as indicators wherever a value starts.
            throw error("a value inside a flow collection cannot start with \(shown); quote the value")
        default:
            return try register(readPlainScalar(parentIndent: -1, flow: true), properties)
        }
    }

    // MARK: - Mappings

    /// Collects a mapping's entries, refuses what the reader does not support, and applies merge
    /// keys when the mapping ends: merged entries come after the mapping's own, skipping keys the
    /// mapping has, and of several merged mappings the earlier ones win.
    struct MappingBuilder {
        var entries: [YAMLEntry] = []
        /// The mappings of each `<<` key, in order.
        var merges: [[YAMLNode]] = []
        var mergePosition: TextPosition?
        var size = 1

        mutating func add(key: YAMLNode, value: YAMLNode, reader: inout YAMLReader) throws(YAMLSyntaxError) {
            guard let scalar = key.scalar else {
                throw reader.error("a list or mapping used as a mapping key is not supported", at: key.position)
            }
            if scalar.style == .plain && scalar.text == "<<" {
                switch value.content {
                case .mapping:
                    merges.append([value])
                case .sequence(let elements) where elements.allSatisfy({ $0.entries != nil }):
                    merges.append(elements)
                default:
                    throw reader.error(
                        "a merge key ('<<') takes a mapping or a list of mappings (an alias such as "
                            + "*base), not \(value.kindName)", at: value.position)
                }
                mergePosition = mergePosition ?? key.position
                return
            }
            size = try reader.add(size, key.expandedSize + value.expandedSize, at: key.position)
            entries.append(YAMLEntry(key: key, value: value))
        }

        mutating func finish(
            position: TextPosition, range: Range<Int>, flow: Bool,
            reader: inout YAMLReader
        ) throws(YAMLSyntaxError) -> YAMLNode {
            if !merges.isEmpty {
                var seen = Set(entries.compactMap { $0.key.scalar?.text })
                // A later `<<` key wins over an earlier one; of one list, the earlier mappings win.
                for merged in merges.reversed().flatMap({ $0 }) {
                    // A key a merged mapping holds twice merges with its last value.
                    var fromThis: [YAMLEntry] = []
                    for entry in (merged.entries ?? []).reversed() {
                        guard let text = entry.key.scalar?.text, seen.insert(text).inserted else { continue }
                        size = try reader.add(
                            size, entry.key.expandedSize + entry.value.expandedSize,
                            at: mergePosition ?? position)
                        fromThis.append(YAMLEntry(key: entry.key, value: entry.value, isMerged: true))
                    }
                    entries.append(contentsOf: fromThis.reversed())
                }
            }
            return YAMLNode(
                content: .mapping(entries), position: position, range: range, isFlow: flow, expandedSize: size)
        }
    }
}
