import ArchLintSupport
import ArchLintGraph

/// Which imports a rule looks at (`"appliesTo"`), so that a team gets what it wrote:
///
/// - `production`, `test`: an import counts when the kind of code it is written in is listed
///   (test code: test targets and test-support modules, see `ModuleRole.testSupport`);
/// - `testable`, `exported`, `conditional`: widen: `@testable`, `@_exported` or `#if` imports
///   count wherever they are written (`["testable"]` alone: every `@testable import`);
/// - `!testable`, `!exported`, `!conditional`: narrow: those imports never count, which wins
///   over everything listed.
///
/// Without `appliesTo`, a rule kind's default applies (production code for most kinds).
package struct ImportScope: Sendable, Hashable, CustomStringConvertible {
    /// Kinds of code whose every import counts.
    package var code: Set<CodeKind>
    /// Imports with one of these traits count wherever they are written.
    package var widened: ImportTraits
    /// Imports with one of these traits never count.
    package var excluded: ImportTraits

    package init(code: Set<CodeKind>, widened: ImportTraits = [], excluded: ImportTraits = []) {
        self.code = code
        self.widened = widened
        self.excluded = excluded
    }

    /// Every import written in production code (the default of most rule kinds).
    package static let production = ImportScope(code: [.production])
    /// Every import.
    package static let everything = ImportScope(code: [.production, .test])

    /// The kind of code an import is written in.
    package enum CodeKind: String, Sendable, Hashable, CaseIterable, Comparable {
        case production, test
        package static func < (lhs: CodeKind, rhs: CodeKind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The words `appliesTo` accepts, with `!` forms.
    package static let words = [
        "production", "test", "testable", "exported", "conditional", "!testable", "!exported", "!conditional",
    ]

    static let traitWords: [(String, ImportTraits)] = [
        ("testable", .testable), ("exported", .exported), ("conditional", .conditional),
    ]

    /// Why a list cannot be read: the position of the word at fault (-1: the whole list).
    package struct ParseFailure: Error, Sendable {
        package var index: Int
        package var reason: String
        init(_ index: Int, _ reason: String) {
            self.index = index
            self.reason = reason
        }
    }

    /// Reads the list; fails with the reason for the first word it does not know.
    package static func parse(_ words: [String]) -> Result<ImportScope, ParseFailure> {
        var scope = ImportScope(code: [])
        for (index, word) in words.enumerated() {
            if let kind = CodeKind(rawValue: word) {
                scope.code.insert(kind)
            } else if let trait = traitWords.first(where: { $0.0 == word })?.1 {
                scope.widened.formUnion(trait)
            } else if word.hasPrefix("!"), let trait = traitWords.first(where: { "!" + $0.0 == word })?.1 {
                scope.excluded.formUnion(trait)
            } else if word.hasPrefix("!"), CodeKind(rawValue: String(word.dropFirst())) != nil {
                return .failure(
                    ParseFailure(
                        index, "\"\(word)\": to leave out \(word.dropFirst()) code, list only the other kind of code"))
            } else {
                let suggestion = Suggestion.nearest(to: word, in: Self.words).map { "; did you mean \"\($0)\"?" } ?? ""
                return .failure(
                    ParseFailure(
                        index,
                        "unknown import kind \"\(word)\"\(suggestion) (expected \(Self.words.joined(separator: ", ")))")
                )
            }
        }
        if scope.code.isEmpty && scope.widened.subtracting(scope.excluded).isEmpty {
            return .failure(
                ParseFailure(
                    -1,
                    "lists no import the rule could look at; name the code it checks (\"production\", \"test\") or "
                        + "a kind of import"
                ))
        }
        return .success(scope)
    }

    /// True when an import with `traits` written in `code` counts.
    package func admits(_ traits: ImportTraits, in code: CodeKind) -> Bool {
        if !traits.isDisjoint(with: excluded) { return false }
        return self.code.contains(code) || !traits.isDisjoint(with: widened)
    }

    /// True when every import written in `code`, whatever its traits, counts.
    package func admitsAll(in code: CodeKind) -> Bool {
        excluded.isEmpty && self.code.contains(code)
    }

    /// The list as it would be written, sorted.
    package var description: String {
        var words = code.sorted().map(\.rawValue)
        for (word, trait) in Self.traitWords {
            if widened.contains(trait) { words.append(word) }
            if excluded.contains(trait) { words.append("!" + word) }
        }
        return "[" + words.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }
}

extension RuleContext {
    /// The imports of the graph `appliesTo` leaves out, counted by why (`written in test code`,
    /// `@testable`...), for the note that says so; empty when it leaves none out.
    package func importsLeftOut() -> [(reason: String, count: Int)] {
        let scope = rule.appliesTo
        var counts: [String: Int] = [:]
        for edge in graph.imported {
            guard let module = graph.modules[edge.key.from] else { continue }
            let code = codeKind(of: module)
            if scope.admitsAll(in: code) { continue }
            for evidence in edge.evidence {
                let traits = ImportTraits(evidence.declaration)
                guard !scope.admits(traits, in: code) else { continue }
                let excluded = ImportScope.traitWords.first { traits.contains($0.1) && scope.excluded.contains($0.1) }
                let reason = excluded.map { "\"!\($0.0)\"" } ?? "written in \(code.rawValue) code"
                counts[reason, default: 0] += 1
            }
        }
        return counts.keys.sorted().map { ($0, counts[$0]!) }
    }
}
