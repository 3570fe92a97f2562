/// A scalar's value once its type is decided.
package enum YAMLScalarValue: Sendable, Equatable {
    case string(String)
    case bool(Bool)
    case int(Int)
    case float(Double)
    /// Only from a format that has one (JSON's `null`): YAML's `~`, `null` and empty values stay
    /// strings here, as XcodeGen configures its YAML loader.
    case null
}

extension YAMLScalar {
    /// The scalar's type and value by YAML 1.1's implicit rules as XcodeGen's loader (Yams'
    /// default resolver without the null rule) applies them to plain scalars: `yes`/`no`/`on`/
    /// `off`/`true`/`false` in three spellings are booleans; `12`, `0x1F`, `0b101`, `017` and
    /// `0o17` (octal), `1_000`, `1:30` (base 60) integers; `1.5`, `1e3`, `.inf`, `.nan` floats;
    /// anything else, and every quoted or block scalar, a string.
    package var value: YAMLScalarValue {
        if let tag {
            switch tag {
            case .string: return .string(text)
            case .null: return .null
            case .bool: return .bool(text == "true")
            case .int: return Int(text).map(YAMLScalarValue.int) ?? .float(Double(text) ?? 0)
            case .float: return .float(Double(text) ?? 0)
            }
        }
        guard style == .plain, let first = text.utf8.first else { return .string(text) }
        // Every non-string form starts with one of these; most plain scalars are names and paths.
        let mayBeTyped =
            (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) || first == UInt8(ascii: "-")
            || first == UInt8(ascii: "+") || first == UInt8(ascii: ".") || "yYnNtTfFoO".utf8.contains(first)
        guard mayBeTyped else { return .string(text) }
        if let bool = Self.bool(text) { return .bool(bool) }
        if Self.isInteger(text), let integer = Self.integer(text) { return .int(integer) }
        if Self.isFloat(text), let float = Self.float(text) { return .float(float) }
        return .string(text)
    }

    /// The text XcodeGen makes of the scalar where it expects a string and accepts anything
    /// (`"\(value)"`): a number as Swift prints it (`5.10` -> `5.1`), a boolean as `true`/`false`.
    package var textValue: String {
        switch value {
        case .string(let string): string
        case .bool(let bool): bool ? "true" : "false"
        case .int(let integer): String(integer)
        case .float(let float): String(describing: float)
        case .null: ""
        }
    }

    private static func bool(_ text: String) -> Bool? {
        switch text {
        case "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON": true
        case "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF": false
        default: nil
        }
    }

    /// `[-+]?0b[01_]+ | [-+]?0o?[0-7_]+ | [-+]?(0|[1-9][0-9_]*) | [-+]?0x[0-9a-fA-F_]+ |
    /// [-+]?[1-9][0-9_]*(:[0-5]?[0-9])+`, whole text.
    static func isInteger(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        guard let first = bytes.first else { return false }
        func all(_ rest: Substring.UTF8View.SubSequence, _ allowed: (UInt8) -> Bool) -> Bool {
            !rest.isEmpty && rest.allSatisfy { allowed($0) || $0 == UInt8(ascii: "_") }
        }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        if first == UInt8(ascii: "0") {
            let rest = bytes.dropFirst()
            if rest.isEmpty { return true }
            switch rest.first {
            case UInt8(ascii: "b"): return all(rest.dropFirst()) { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") }
            case UInt8(ascii: "x"):
                return all(rest.dropFirst()) { isDigit($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0) }
            case UInt8(ascii: "o"): return all(rest.dropFirst()) { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }
            default: return all(rest) { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }
            }
        }
        guard isDigit(first) else { return false }
        // Decimal, or base 60: groups after the first of one or two digits, the first at most 5.
        let groups = bytes.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard all(groups[0], isDigit) else { return false }
        for group in groups.dropFirst() {
            guard (1...2).contains(group.count), group.allSatisfy(isDigit) else { return false }
            if group.count == 2, group.first! > UInt8(ascii: "5") { return false }
        }
        return true
    }

    /// The value of an integer `isInteger` accepted, as Yams computes it; nil when it does not fit.
    static func integer(_ text: String) -> Int? {
        let cleaned = text.replacingOccurrences(of: "_", with: "")
        if cleaned == "0" { return 0 }
        let negative = cleaned.hasPrefix("-")
        let hasSign = negative || cleaned.hasPrefix("+")
        let sign = negative ? "-" : ""
        let body = cleaned.dropFirst(hasSign ? 1 : 0)
        for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8), ("0", 8)] where body.hasPrefix(prefix) {
            return Int(sign + body.dropFirst(prefix.count), radix: radix)
        }
        if body.contains(":") {
            var total = 0
            for part in body.split(separator: ":") {
                guard let digits = Int(part) else { return nil }
                let (shifted, overflow) = total.multipliedReportingOverflow(by: 60)
                guard !overflow else { return nil }
                let (sum, overflowed) = shifted.addingReportingOverflow(digits)
                guard !overflowed else { return nil }
                total = sum
            }
            return negative ? -total : total
        }
        return Int(cleaned)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)? | [-+]?\.(inf|Inf|INF) |
    /// \.(nan|NaN|NAN)`, whole text.
    static func isFloat(_ text: String) -> Bool {
        if [".nan", ".NaN", ".NAN"].contains(text) { return true }
        var bytes = Substring(text).utf8[...]
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        if [".inf", ".Inf", ".INF"].contains(where: { bytes.elementsEqual($0.utf8) }) { return true }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        var index = bytes.startIndex
        let integerStart = index
        while index < bytes.endIndex, isDigit(bytes[index]) { index = bytes.index(after: index) }
        let integerDigits = bytes.distance(from: integerStart, to: index)
        var fractionDigits = 0
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            index = bytes.index(after: index)
            let start = index
            while index < bytes.endIndex, isDigit(bytes[index]) { index = bytes.index(after: index) }
            fractionDigits = bytes.distance(from: start, to: index)
            if integerDigits == 0 && fractionDigits == 0 { return false }
        } else if integerDigits == 0 {
            return false
        }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index = bytes.index(after: index)
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                index = bytes.index(after: index)
            }
            let start = index
            while index < bytes.endIndex, isDigit(bytes[index]) { index = bytes.index(after: index) }
            if index == start { return false }
        }
        return index == bytes.endIndex
    }

    static func float(_ text: String) -> Double? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: return Double(text)
        }
    }
}
