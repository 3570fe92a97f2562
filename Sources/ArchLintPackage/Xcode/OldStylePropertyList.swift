// Reading Xcode projects and workspaces into plain values (targets, their Swift
// files, settings and dependencies). Knows Foundation and nothing else of archlint: no manifests,
// imports, graphs or rules. Touches the file system read-only, and never outside the root it is
// given.

/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`.
///
/// Strings are kept as written (quoted or not; no number or boolean is inferred), which is how
/// Xcode itself reads project files: `1` and `"1"` mean the same.
package indirect enum PropertyListValue: Sendable, Equatable {
    case string(String)
    case array([PropertyListValue])
    case dictionary(PropertyListDictionary)

    package var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    package var array: [PropertyListValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    package var dictionary: PropertyListDictionary? {
        if case .dictionary(let value) = self { return value }
        return nil
    }
}

/// A dictionary of an old-style property list with the line of each key, so a reader can say
/// where in the file a thing is declared.
package struct PropertyListDictionary: Sendable, Equatable {
    /// One value and the 1-based line of its key.
    package struct Entry: Sendable, Equatable {
        package var value: PropertyListValue
        package var line: Int
    }

    package var entries: [String: Entry]
    /// 1-based line of the opening brace.
    package var line: Int

    package init(entries: [String: Entry] = [:], line: Int) {
        self.entries = entries
        self.line = line
    }

    package subscript(key: String) -> PropertyListValue? { entries[key]?.value }

    /// The value of `key` when it is a string.
    package func string(_ key: String) -> String? { entries[key]?.value.string }

    /// The string elements of the array at `key` (other elements skipped); empty when absent.
    package func strings(_ key: String) -> [String] {
        guard let array = entries[key]?.value.array else { return [] }
        return array.compactMap(\.string)
    }
}

/// A place in an old-style property list where its syntax is wrong, and what is wrong there.
package struct PropertyListSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line and column (in bytes) of the offending character.
    package var line: Int
    package var column: Int
    package var message: String

    package var description: String { "\(line):\(column): \(message)" }
}
