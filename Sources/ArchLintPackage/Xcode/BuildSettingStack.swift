/// The build settings of one target in one configuration, as a stack of assignments from the
/// lowest level (the project's `.xcconfig`) to the highest (the target's own settings), evaluated
/// the way Xcode evaluates them: the highest assignment wins, `$(inherited)` is the value below
/// that assignment, `$(OTHER)` is the value of `OTHER` over the whole stack.
struct BuildSettingStack {
    struct Assignment {
        var key: String
        var value: String
    }

    private var assignments: [Assignment] = []
    /// Indices into `assignments` for each key, ascending.
    private var positions: [String: [Int]] = [:]
    /// Settings Xcode defines itself (TARGET_NAME, SRCROOT...), below every assignment.
    private let builtins: [String: String]
    /// What evaluation met and could not resolve (an unknown variable, an operator), sorted later.
    private(set) var unresolved: Set<String> = []

    init(builtins: [String: String]) {
        self.builtins = builtins
    }

    /// Pushes an assignment above all others.
    mutating func push(key: String, value: String) {
        positions[key, default: []].append(assignments.count)
        assignments.append(Assignment(key: key, value: value))
    }

    /// Xcode's defaults for settings that have one and matter here.
    private static let defaults: [String: String] = [
        "PRODUCT_NAME": "$(TARGET_NAME)",
        "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
    ]

    /// The evaluated value of `key`, or nil when nothing assigns it and it has no default.
    mutating func value(of key: String) -> String? {
        evaluate(key, below: assignments.count, depth: 0)
    }

    /// The evaluated value of `key` split into words the way Xcode splits a list setting.
    mutating func words(of key: String) -> [String] {
        value(of: key).map(Self.splitWords) ?? []
    }

    private mutating func evaluate(_ key: String, below limit: Int, depth: Int) -> String? {
        guard depth < 32 else {
            unresolved.insert("$(\(key)): refers to itself through other settings")
            return ""
        }
        if let index = positions[key]?.last(where: { $0 < limit }) {
            return expand(assignments[index].value, key: key, inheritedBelow: index, depth: depth + 1)
        }
        if let builtin = builtins[key] { return builtin }
        if let fallback = Self.defaults[key] {
            return expand(fallback, key: key, inheritedBelow: 0, depth: depth + 1)
        }
        return nil
    }

    /// `text` with every `$(NAME)`, `${NAME}` and `$(NAME:operator)` replaced.
    private mutating func expand(_ text: String, key: String, inheritedBelow index: Int, depth: Int) -> String {
        guard text.utf8.contains(UInt8(ascii: "$")) else { return text }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            guard byte == UInt8(ascii: "$"), position + 1 < bytes.count,
                bytes[position + 1] == UInt8(ascii: "(") || bytes[position + 1] == UInt8(ascii: "{")
            else {
                result.append(byte)
                position += 1
                continue
            }
            let open = bytes[position + 1]
            let close = open == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
            // Find the matching close, allowing nested references: `$(A_$(B))`.
            var nesting = 0
            var end = position + 2
            while end < bytes.count {
                if bytes[end] == open {
                    nesting += 1
                } else if bytes[end] == close {
                    if nesting == 0 { break }
                    nesting -= 1
                }
                end += 1
            }
            guard end < bytes.count else {
                unresolved.insert("'\(text)': an unclosed '$\(Character(Unicode.Scalar(open)))'")
                result.append(contentsOf: bytes[position...])
                break
            }
            let inner = expand(
                String(decoding: bytes[(position + 2)..<end], as: UTF8.self), key: key,
                inheritedBelow: index, depth: depth + 1)
            result.append(contentsOf: reference(inner, key: key, inheritedBelow: index, depth: depth).utf8)
            position = end + 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The value of one reference `NAME[:operator...]`.
    private mutating func reference(_ inner: String, key: String, inheritedBelow index: Int, depth: Int) -> String {
        var parts = inner.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = parts.removeFirst()
        var value: String
        if name == "inherited" {
            value = evaluate(key, below: index, depth: depth) ?? ""
        } else if let found = evaluate(name, below: assignments.count, depth: depth) {
            value = found
        } else {
            // Xcode evaluates an undefined setting as empty; archlint says it did so.
            if !parts.contains(where: { $0.hasPrefix("default=") }) {
                unresolved.insert(
                    "$(\(name)): not set in the project, its .xcconfig files or archlint's built-in settings; taken as "
                        + "empty"
                )
            }
            value = ""
        }
        for operation in parts {
            switch operation {
            case "c99extidentifier": value = C99ExtendedIdentifier.mangle(value)
            case "identifier": value = Self.cIdentifier(value)
            case "rfc1034identifier": value = Self.rfc1034Identifier(value)
            case "lower": value = value.lowercased()
            case "upper": value = value.uppercased()
            case _ where operation.hasPrefix("default="):
                if value.isEmpty { value = String(operation.dropFirst("default=".count)) }
            default:
                unresolved.insert(
                    "$(\(inner)): the operator ':\(operation)' is not evaluated; the value is used without it")
            }
        }
        return value
    }

    static func cIdentifier(_ value: String) -> String {
        var scalars = String.UnicodeScalarView()
        for (offset, scalar) in value.unicodeScalars.enumerated() {
            let isLetter = (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) || scalar == "_"
            let isDigit = (0x30...0x39).contains(scalar.value)
            scalars.append(isLetter || (isDigit && offset > 0) ? scalar : "_")
        }
        return String(scalars)
    }

    static func rfc1034Identifier(_ value: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in value.unicodeScalars {
            let kept =
                (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
                || (0x30...0x39).contains(scalar.value) || scalar == "-" || scalar == "."
            scalars.append(kept ? scalar : "-")
        }
        return String(scalars)
    }

    /// A list setting's words: split at unquoted whitespace, `"` and `'` group, `\` escapes.
    static func splitWords(_ value: String) -> [String] {
        var words: [String] = []
        var current = ""
        var hasWord = false
        var quote: Character?
        var escaped = false
        for character in value {
            if escaped {
                current.append(character)
                escaped = false
                continue
            }
            if character == "\\" {
                escaped = true
                hasWord = true
                continue
            }
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
                continue
            }
            if character == "\"" || character == "'" {
                quote = character
                hasWord = true
            } else if character.isWhitespace {
                if hasWord { words.append(current) }
                current = ""
                hasWord = false
            } else {
                current.append(character)
                hasWord = true
            }
        }
        if hasWord { words.append(current) }
        return words
    }

    /// A pbxproj array value as one list string, each element quoted when it holds whitespace.
    static func joinedList(_ elements: [String]) -> String {
        elements.map { element in
            element.contains(where: { $0 == " " || $0 == "\t" }) && !element.contains("\"")
                ? "\"" + element + "\"" : element
        }.joined(separator: " ")
    }
}
