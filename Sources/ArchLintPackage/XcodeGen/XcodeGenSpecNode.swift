import ArchLintSupport

/// Where a value of an XcodeGen spec was written: the file, the place in it, and how it got
/// where it is now (through a target template, an alias or a merge key), so that messages point
/// at the declaring line and an edit knows whether the text it would change is the value itself.
package struct XcodeGenOrigin: Sendable, Hashable {
    /// The spec file (absolute) that holds the text.
    package var file: String
    package var position: TextPosition
    /// Byte range of the text in `file` (empty for JSON specs, whose reader keeps no ranges).
    package var range: Range<Int>
    /// The target template (`targetTemplates:`) the value came from, if any.
    package var template: String?
    /// The value is a copy made by a YAML alias (`*name`) or a merge key (`<<:`): its text is
    /// shared with other places.
    package var isShared: Bool
    /// The YAML node was written in flow style (`[a, b]`, `{a: b}`).
    package var isFlow: Bool

    package init(
        file: String, position: TextPosition, range: Range<Int>, template: String? = nil,
        isShared: Bool = false, isFlow: Bool = false
    ) {
        self.file = file
        self.position = position
        self.range = range
        self.template = template
        self.isShared = isShared
        self.isFlow = isFlow
    }
}

/// A value of an XcodeGen spec once includes are merged: like a YAML node, but every value
/// keeps its origin, and a list built by merging (an include adding to a list, a template's list
/// under a target's) keeps the origin of each literal list it was made of (`parts`).
struct XcodeGenSpecNode: Sendable {
    enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence([XcodeGenSpecNode])
        case mapping([Entry])
    }

    struct Entry: Sendable {
        var key: String
        var keyOrigin: XcodeGenOrigin
        var value: XcodeGenSpecNode
    }

    var content: Content
    var origin: XcodeGenOrigin
    /// For a sequence: the literal lists it was concatenated from, in order (one for a list
    /// written once), each with the number of elements it gave.
    var parts: [(origin: XcodeGenOrigin, count: Int)] = []

    init(content: Content, origin: XcodeGenOrigin) {
        self.content = content
        self.origin = origin
        if case .sequence(let elements) = content { parts = [(origin, elements.count)] }
    }

    /// The tree of a YAML document read from `file`.
    init(_ node: YAMLNode, file: String, shared: Bool = false) {
        let isShared = shared || node.alias != nil
        let origin = XcodeGenOrigin(
            file: file, position: node.position, range: node.range, isShared: isShared,
            isFlow: node.isFlow)
        switch node.content {
        case .scalar(let scalar):
            self.init(content: .scalar(scalar), origin: origin)
        case .sequence(let elements):
            self.init(
                content: .sequence(elements.map { XcodeGenSpecNode($0, file: file, shared: isShared) }), origin: origin)
        case .mapping(let entries):
            var result: [Entry] = []
            var index: [String: Int] = [:]
            for entry in entries {
                // Keys are strings as written (Yams constructs every key as its text).
                let keyText = entry.key.scalar?.text ?? ""
                let keyOrigin = XcodeGenOrigin(
                    file: file, position: entry.key.position, range: entry.key.range,
                    isShared: isShared || entry.isMerged)
                let value = XcodeGenSpecNode(entry.value, file: file, shared: isShared || entry.isMerged)
                // A key written twice keeps its last value, where the first was (as a dictionary does).
                if let existing = index[keyText] {
                    result[existing].value = value
                    result[existing].keyOrigin = keyOrigin
                } else {
                    index[keyText] = result.count
                    result.append(Entry(key: keyText, keyOrigin: keyOrigin, value: value))
                }
            }
            self.init(content: .mapping(result), origin: origin)
        }
    }

    // MARK: - Reading

    var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    var elements: [XcodeGenSpecNode]? {
        if case .sequence(let elements) = content { return elements }
        return nil
    }

    var entries: [Entry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    subscript(key: String) -> XcodeGenSpecNode? {
        entries?.first { $0.key == key }?.value
    }

    func entry(_ key: String) -> Entry? {
        entries?.first { $0.key == key }
    }

    /// A string value as XcodeGen's `as? String` sees it: a scalar that is a YAML string (a
    /// plain `12` or `true` is not one).
    var string: String? {
        guard let scalar, case .string(let text) = scalar.value else { return nil }
        return text
    }

    /// A scalar's text whatever its type (`5.0` -> "5.0" as Swift prints it).
    var text: String? { scalar?.textValue }

    /// A boolean as XcodeGen reads one: a YAML boolean.
    var bool: Bool? {
        guard let scalar, case .bool(let value) = scalar.value else { return nil }
        return value
    }

    /// A list of strings (`[String]`); nil when it is not a list or an element is not a string.
    var strings: [String]? {
        guard let elements else { return nil }
        var result: [String] = []
        for element in elements {
            guard let string = element.string else { return nil }
            result.append(string)
        }
        return result
    }

    /// An empty scalar (`key:` with nothing after it).
    var isEmpty: Bool { scalar?.isEmpty ?? false }

    var kindName: String {
        switch content {
        case .scalar(let scalar): scalar.isEmpty ? "an empty value" : "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }

    // MARK: - Changing

    /// XcodeGen's merge (`Dictionary.merged(onto:)`): `self` on top of `base`. Mappings merge key
    /// by key, lists concatenate (base first), anything else is replaced; a key ending in
    /// `:REPLACE` replaces the base value whole.
    func merged(onto base: XcodeGenSpecNode) -> XcodeGenSpecNode {
        guard case .mapping(let top) = content, case .mapping(var result) = base.content else { return self }
        var index: [String: Int] = [:]
        for (offset, entry) in result.enumerated() { index[entry.key] = offset }
        for entry in top {
            var key = entry.key
            var replace = false
            if key.hasSuffix(":REPLACE") {
                key = String(key.dropLast(":REPLACE".count))
                replace = true
            }
            guard let existing = index[key] else {
                index[key] = result.count
                result.append(Entry(key: key, keyOrigin: entry.keyOrigin, value: entry.value))
                continue
            }
            let old = result[existing].value
            if replace {
                result[existing].value = entry.value
            } else if old.entries != nil && entry.value.entries != nil {
                result[existing].value = entry.value.merged(onto: old)
            } else if case .sequence(let oldElements) = old.content,
                case .sequence(let newElements) = entry.value.content
            {
                var joined = XcodeGenSpecNode(content: .sequence(oldElements + newElements), origin: entry.value.origin)
                joined.parts = old.parts + entry.value.parts
                result[existing].value = joined
            } else {
                result[existing].value = entry.value
            }
            // The key keeps its first declaration (the include that introduced it).
        }
        var merged = XcodeGenSpecNode(content: .mapping(result), origin: base.origin)
        merged.parts = base.parts
        return merged
    }

    /// Every string (keys included) with `${NAME}` replaced by `variables[NAME]` where it has
    /// one, as XcodeGen's `expand(variables:)` does; other `${...}` stay.
    func expanded(_ variables: [String: String]) -> XcodeGenSpecNode {
        guard !variables.isEmpty else { return self }
        var copy = self
        switch content {
        case .scalar(var scalar):
            guard case .string(let text) = scalar.value, text.contains("${") else { return self }
            scalar.text = Self.expand(text, variables)
            if scalar.tag == nil && scalar.style == .plain {
                // The text is a string now, whatever it reads as.
                scalar.tag = .string
            }
            copy.content = .scalar(scalar)
        case .sequence(let elements):
            copy.content = .sequence(elements.map { $0.expanded(variables) })
        case .mapping(let entries):
            var result: [Entry] = []
            var index: [String: Int] = [:]
            for entry in entries {
                let key = entry.key.contains("${") ? Self.expand(entry.key, variables) : entry.key
                let value = entry.value.expanded(variables)
                if let existing = index[key] {
                    result[existing] = Entry(key: key, keyOrigin: entry.keyOrigin, value: value)
                } else {
                    index[key] = result.count
                    result.append(Entry(key: key, keyOrigin: entry.keyOrigin, value: value))
                }
            }
            copy.content = .mapping(result)
        }
        return copy
    }

    /// `${NAME}` replaced where `variables` has NAME; a `${` without its `}` ends the scan.
    static func expand(_ text: String, _ variables: [String: String]) -> String {
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            result += rest[..<start.lowerBound]
            let afterOpen = rest[start.upperBound...]
            guard let close = afterOpen.firstIndex(of: "}") else {
                result += rest[start.lowerBound...]
                return result
            }
            let name = String(afterOpen[..<close])
            if !name.isEmpty, let value = variables[name] {
                result += value
            } else {
                result += rest[start.lowerBound...close]
            }
            rest = afterOpen[afterOpen.index(after: close)...]
        }
        return result + rest
    }

    /// A copy with `value` under `key` (replacing, or appended).
    func setting(_ key: String, _ value: XcodeGenSpecNode) -> XcodeGenSpecNode {
        guard case .mapping(var entries) = content else { return self }
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].value = value
        } else {
            entries.append(Entry(key: key, keyOrigin: value.origin, value: value))
        }
        var copy = self
        copy.content = .mapping(entries)
        return copy
    }

    /// A copy with every origin marked as coming from template `name`.
    func fromTemplate(_ name: String) -> XcodeGenSpecNode {
        var copy = self
        copy.origin.template = copy.origin.template ?? name
        copy.parts = parts.map { part in
            var origin = part.origin
            origin.template = origin.template ?? name
            return (origin, part.count)
        }
        switch content {
        case .scalar: break
        case .sequence(let elements): copy.content = .sequence(elements.map { $0.fromTemplate(name) })
        case .mapping(let entries):
            copy.content = .mapping(
                entries.map { entry in
                    var keyOrigin = entry.keyOrigin
                    keyOrigin.template = keyOrigin.template ?? name
                    return Entry(key: entry.key, keyOrigin: keyOrigin, value: entry.value.fromTemplate(name))
                })
        }
        return copy
    }

    /// A scalar string made by the reader (a product name it sets), placed at `origin`.
    static func string(_ text: String, at origin: XcodeGenOrigin) -> XcodeGenSpecNode {
        XcodeGenSpecNode(content: .scalar(YAMLScalar(text: text, style: .doubleQuoted, tag: .string)), origin: origin)
    }

    static func emptyMapping(at origin: XcodeGenOrigin) -> XcodeGenSpecNode {
        XcodeGenSpecNode(content: .mapping([]), origin: origin)
    }
}
