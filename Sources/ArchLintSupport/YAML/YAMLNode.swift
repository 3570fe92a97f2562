// The YAML document model: what archlint's YAML reader (`YAMLParser`) produces for the subset of
// YAML that configuration files use (XcodeGen specs), every node with where it was written.

/// One node of a YAML document: a scalar, a sequence or a mapping, with the 1-based line and
/// column where it starts (its anchor, when it has one, as libyaml reports it) and the byte range
/// it covers in the document, so that an editor can find it again.
///
/// A node an alias (`*name`) produced is a copy of the anchored node: it keeps the anchored
/// node's positions, and `alias` names the alias. Merge keys (`<<: *base`) are resolved: the
/// merged entries follow the mapping's own entries, flagged `isMerged`.
package struct YAMLNode: Sendable, Equatable {
    package enum Content: Sendable, Equatable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLEntry])
    }

    package var content: Content
    /// Where the node starts: its anchor (`&name`) or its first character.
    package var position: TextPosition
    /// The bytes of the node in the document, from its first property or character to the end of
    /// its content (comments and line breaks after it excluded); empty for an empty node.
    package var range: Range<Int>
    /// Written in flow style (`[a, b]`, `{a: b}`) rather than in block style.
    package var isFlow: Bool
    /// The alias that produced this copy of an anchored node, if any.
    package var alias: String?
    /// How many nodes this one stands for once every alias is expanded (itself included): what
    /// the reader bounds, so that a few aliases cannot make a consumer walk billions of nodes.
    package var expandedSize: Int

    package init(
        content: Content, position: TextPosition, range: Range<Int>, isFlow: Bool = false,
        alias: String? = nil, expandedSize: Int = 1
    ) {
        self.content = content
        self.position = position
        self.range = range
        self.isFlow = isFlow
        self.alias = alias
        self.expandedSize = expandedSize
    }

    /// The scalar, if this node is one.
    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The elements, if this node is a sequence.
    package var elements: [YAMLNode]? {
        if case .sequence(let elements) = content { return elements }
        return nil
    }

    /// The entries, if this node is a mapping (own entries first, then merged ones).
    package var entries: [YAMLEntry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// The value of the last entry whose key's text is `key`, as a mapping holding a key twice
    /// means (the YAML loaders XcodeGen used keep the last).
    package subscript(key: String) -> YAMLNode? {
        guard case .mapping(let entries) = content else { return nil }
        return entries.last { $0.key.scalar?.text == key }?.value
    }

    /// A short name of the node's kind, for messages.
    package var kindName: String {
        switch content {
        case .scalar(let scalar): scalar.isEmpty ? "an empty value" : "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }

    /// Whether the node is an empty scalar (`key:` with nothing after it).
    package var isEmpty: Bool { scalar?.isEmpty ?? false }
}

/// A `key: value` pair of a mapping.
package struct YAMLEntry: Sendable, Equatable {
    package var key: YAMLNode
    package var value: YAMLNode
    /// The entry came from a merge key (`<<: *base`), not from the mapping's own text.
    package var isMerged: Bool

    package init(key: YAMLNode, value: YAMLNode, isMerged: Bool = false) {
        self.key = key
        self.value = value
        self.isMerged = isMerged
    }
}

/// A scalar as written: its text once quotes, escapes, folding and chomping are applied, and
/// its style. Its type (`true`, `12`, `1.5` or a string) is decided by `resolved`.
package struct YAMLScalar: Sendable, Equatable {
    package enum Style: Sendable, Equatable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// A type given by the document's format rather than by YAML's rules (a JSON document's
    /// numbers, booleans and nulls).
    package enum Tag: Sendable, Equatable {
        case string, bool, int, float, null
    }

    package var text: String
    package var style: Style
    package var tag: Tag?

    package init(text: String, style: Style, tag: Tag? = nil) {
        self.text = text
        self.style = style
        self.tag = tag
    }

    /// An empty plain scalar: what `key:` holds.
    package var isEmpty: Bool { style == .plain && text.isEmpty && tag == nil }
}
