// Xcode stage: reading Xcode projects and workspaces into plain values (targets, their Swift
// files, settings and dependencies). Knows Foundation and nothing else of archlint: no manifests,
// imports, graphs or rules. Touches the file system read-only, and never outside the root it is
// given.

/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`.
///
/// Strings are kept as written (quoted or not; no number or boolean is inferred), which is how
/// Xcode itself reads project files: `1` and `"1"` mean the same.
public indirect enum PropertyListValue: Sendable, Equatable {
    case string(String)
    case array([PropertyListValue])
    case dictionary(PropertyListDictionary)

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var array: [PropertyListValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var dictionary: PropertyListDictionary? {
        if case .dictionary(let value) = self { return value }
        return nil
    }
}

/// A dictionary of an old-style property list with the line of each key, so a reader can say
/// where in the file a thing is declared.
public struct PropertyListDictionary: Sendable, Equatable {
    /// One value and the 1-based line of its key.
    public struct Entry: Sendable, Equatable {
        public var value: PropertyListValue
        public var line: Int
    }

    public var entries: [String: Entry]
    /// 1-based line of the opening brace.
    public var line: Int

    public init(entries: [String: Entry] = [:], line: Int) {
        self.entries = entries
        self.line = line
    }

    public subscript(key: String) -> PropertyListValue? { entries[key]?.value }

    /// The value of `key` when it is a string.
    public func string(_ key: String) -> String? { entries[key]?.value.string }

    /// The string elements of the array at `key` (other elements skipped); empty when absent.
    public func strings(_ key: String) -> [String] {
        guard let array = entries[key]?.value.array else { return [] }
        return array.compactMap(\.string)
    }
}

/// A place in an old-style property list where its syntax is wrong, and what is wrong there.
public struct PropertyListSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line and column (in bytes) of the offending character.
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(line):\(column): \(message)" }
}
