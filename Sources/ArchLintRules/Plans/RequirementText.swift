import Foundation

/// Turns a member's declaration (as `DeclarationSignature` reads it) into a protocol requirement,
/// and into the call that forwards to it: the text a protocol skeleton and its conformance are
/// made of.
///
/// A requirement keeps what the compiler matches a witness by (name, argument labels, types,
/// `async`, `throws`, result, generic clauses, `mutating`, a global actor) and drops what a
/// requirement may not have (access modifiers, `final`, `override`, `@discardableResult`,
/// `@inlinable`, default argument values, a body). A stored or computed property becomes
/// `var name: Type { get }`.
struct RequirementText: Hashable {
    /// `func renew(token: String) async throws -> TokenPair`
    var text: String
    /// The member was `static` (called on the type): the requirement is an instance member, so
    /// a conformance forwards to the type instead of conforming it.
    var wasStatic: Bool
    /// `func`, `var` or `subscript`.
    var keyword: String
    var name: String
    /// The parameters, for forwarding calls (functions only).
    var parameters: [Parameter]
    var isAsync: Bool
    var isThrowing: Bool
    /// The result (`TokenPair`), or the property's type.
    var resultType: String?

    struct Parameter: Hashable {
        /// The argument label (`using`), nil for `_`.
        var label: String?
        /// The name inside the function (`service`).
        var name: String
        var type: String
        var isAutoclosure: Bool { type.contains("@autoclosure") }
        var isInout: Bool { type.hasPrefix("inout ") }
        var isVariadic: Bool { type.hasSuffix("...") }
    }

    static let droppedWords: Set<String> = [
        "public", "open", "internal", "package", "fileprivate", "private", "final", "override", "dynamic",
        "required", "convenience", "lazy", "weak", "unowned", "optional", "indirect", "distributed",
    ]
    static let droppedAttributes = [
        "@discardableResult", "@inlinable", "@usableFromInline", "@objc", "@available", "@_disfavoredOverload",
        "@MainActor", "@preconcurrency", "@Sendable", "@_spi", "@warn_unqualified_access",
    ]

    /// The requirement for a member whose signature is `signature`; nil for what no protocol
    /// can require (an initialiser, a nested type, an enum case) or what cannot be read.
    init?(signature: String) {
        var words = Self.tokens(signature)
        // Attributes (with their arguments) and modifiers before the keyword.
        var kept: [String] = []
        var wasStatic = false
        while let first = words.first, !["func", "var", "let", "subscript"].contains(first) {
            words.removeFirst()
            if first == "static" || first == "class" { wasStatic = true; continue }
            if first.hasPrefix("private(") || first.hasPrefix("fileprivate(") || first.hasPrefix("internal(")
                || first.hasPrefix("package(") || first.hasPrefix("public(")
            {
                continue
            }
            if first.hasPrefix("@") {
                if Self.droppedAttributes.contains(where: { first == $0 || first.hasPrefix($0 + "(") }) { continue }
                kept.append(first)
                continue
            }
            if Self.droppedWords.contains(first) { continue }
            if [
                "init", "case", "struct", "class", "enum", "actor", "typealias", "protocol", "associatedtype", "deinit",
                "extension",
            ].contains(first) {
                return nil
            }
            kept.append(first)  // mutating, nonmutating, nonisolated, async...
        }
        guard let keyword = words.first else { return nil }
        self.wasStatic = wasStatic
        let rest = words.dropFirst().joined(separator: " ")
        switch keyword {
        case "func":
            guard let parsed = Self.function(rest) else { return nil }
            self.keyword = "func"
            name = parsed.name
            parameters = parsed.parameters.map(\.parameter)
            isAsync = parsed.effects.contains("async")
            isThrowing =
                parsed.effects.contains("throws") || parsed.effects.contains("rethrows")
                || parsed.effects.contains(where: { $0.hasPrefix("throws(") })
            resultType = parsed.result
            let clause = parsed.parameters.map(\.declaration).joined(separator: ", ")
            var text = (kept + ["func \(parsed.name)\(parsed.generics)(\(clause))"]).joined(separator: " ")
            if !parsed.effects.isEmpty { text += " " + parsed.effects.joined(separator: " ") }
            if let result = parsed.result { text += " -> \(result)" }
            if let whereClause = parsed.whereClause { text += " \(whereClause)" }
            self.text = text
        case "var", "let":
            // `name: Type`, `name: Type { get set }`, `name = value` (no type: not requirable).
            guard let colon = rest.firstIndex(of: ":") else { return nil }
            let propertyName = rest[..<colon].trimmingCharacters(in: .whitespaces)
            var type = String(rest[rest.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            if let brace = type.firstIndex(of: "{") {
                type = String(type[..<brace]).trimmingCharacters(in: .whitespaces)
            }
            guard !propertyName.isEmpty, !type.isEmpty else { return nil }
            self.keyword = "var"
            name = propertyName
            parameters = []
            isAsync = false
            isThrowing = false
            resultType = type
            text = (kept.filter { $0 != "mutating" } + ["var \(propertyName): \(type) { get }"]).joined(separator: " ")
        default:
            return nil
        }
    }

    /// Blank-separated words, keeping bracketed groups (`@available(iOS 15, *)`, `(a: Int)`) whole.
    static func tokens(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" || character == "[" || character == "<" { depth += 1 }
            if character == ")" || character == "]" || (character == ">" && !current.hasSuffix("-")) {
                depth = max(0, depth - 1)
            }
            if character == " " && depth == 0 {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `name<T>(params) async throws -> Result where ...`, split.
    static func function(_ text: String) -> (
        name: String, generics: String, parameters: [ParameterSyntax], effects: [String], result: String?,
        whereClause: String?
    )? {
        guard let open = text.firstIndex(of: "(") else { return nil }
        var head = String(text[..<open]).trimmingCharacters(in: .whitespaces)
        var generics = ""
        if let angle = head.firstIndex(of: "<") {
            generics = String(head[angle...])
            head = String(head[..<angle])
        }
        // The matching `)`.
        var depth = 0
        var close: String.Index?
        var index = open
        while index < text.endIndex {
            let character = text[index]
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1; if depth == 0 { close = index; break } }
            index = text.index(after: index)
        }
        guard let close else { return nil }
        let parameters = splitTopLevel(String(text[text.index(after: open)..<close])).compactMap(ParameterSyntax.init)
        var tail = String(text[text.index(after: close)...]).trimmingCharacters(in: .whitespaces)
        var whereClause: String?
        if let range = tail.range(of: " where ") ?? (tail.hasPrefix("where ") ? tail.range(of: "where ") : nil) {
            whereClause = "where " + tail[range.upperBound...].trimmingCharacters(in: .whitespaces)
            tail = String(tail[..<range.lowerBound])
        }
        var result: String?
        if let arrow = tail.range(of: "->") {
            result = tail[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
            tail = String(tail[..<arrow.lowerBound])
        }
        let effects = tokens(tail.trimmingCharacters(in: .whitespaces))
        return (head, generics, parameters, effects, result, whereClause)
    }

    /// Splits at commas outside brackets.
    static func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if "([<".contains(character) { depth += 1 }
            if ")]".contains(character) || (character == ">" && !current.hasSuffix("-")) { depth = max(0, depth - 1) }
            if character == "," && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
        return parts
    }

    /// One parameter as written, without its default value.
    struct ParameterSyntax {
        var label: String?
        var name: String
        var type: String
        /// `label name: Type` (or `name: Type`), as a requirement writes it.
        var declaration: String

        init?(_ text: String) {
            var written = text.trimmingCharacters(in: .whitespaces)
            // Drop `= default` at depth 0.
            var depth = 0
            var cut: String.Index?
            var index = written.startIndex
            while index < written.endIndex {
                let character = written[index]
                if "([<".contains(character) { depth += 1 }
                if ")]>".contains(character) { depth = max(0, depth - 1) }
                if character == "=" && depth == 0 { cut = index; break }
                index = written.index(after: index)
            }
            if let cut { written = written[..<cut].trimmingCharacters(in: .whitespaces) }
            guard let colon = written.firstIndex(of: ":") else { return nil }
            let names = written[..<colon].split(separator: " ").map(String.init)
            type = written[written.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard let last = names.last else { return nil }
            name = last
            if names.count >= 2 {
                label = names[0] == "_" ? nil : names[0]
            } else {
                label = last
            }
            declaration = "\(names.joined(separator: " ")): \(type)"
        }

        var parameter: Parameter { Parameter(label: label, name: name, type: type) }
    }
}

extension RequirementText.ParameterSyntax: Hashable {}

extension RequirementText {
    /// The requirement with `replacements` applied to its types (whole words only).
    func replacingTypes(_ replacements: [String: String]) -> RequirementText {
        guard !replacements.isEmpty else { return self }
        var copy = self
        copy.text = Self.replacingWords(text, replacements)
        copy.resultType = resultType.map { Self.replacingWords($0, replacements) }
        copy.parameters = parameters.map { parameter in
            var changed = parameter
            changed.type = Self.replacingWords(parameter.type, replacements)
            return changed
        }
        return copy
    }

    static func replacingWords(_ text: String, _ replacements: [String: String]) -> String {
        var result = ""
        var word = ""
        func flush() {
            result += replacements[word] ?? word
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// Capitalised names in the requirement's text (the types it mentions).
    var mentionedTypes: Set<String> {
        var names: Set<String> = []
        var word = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                if let first = word.first, first.isUppercase { names.insert(word) }
                word = ""
            }
        }
        return names
    }

    /// `try await base.renew(token: token)`: the call forwarding this requirement to `receiver`.
    func forwardingCall(on receiver: String) -> String {
        var call = "\(receiver).\(name)"
        if keyword == "func" {
            let arguments = parameters.map { parameter -> String in
                let value =
                    parameter.isAutoclosure
                    ? "\(parameter.name)()" : parameter.isInout ? "&\(parameter.name)" : parameter.name
                return parameter.label.map { "\($0): \(value)" } ?? value
            }
            call += "(\(arguments.joined(separator: ", ")))"
        }
        if isAsync { call = "await " + call }
        if isThrowing { call = "try " + call }
        return call
    }
}
