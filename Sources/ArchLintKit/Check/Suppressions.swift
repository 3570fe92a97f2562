/// Inline suppressions written in source:
///
///     // archlint:disable-next-line feature-isolation -- routing protocol lands in PAY-123
///     import SearchFeature
///     import Data  // archlint:disable-line network-never-imports-data -- removed in #42
///
/// `disable-next-line` on a line of its own covers the next line; written after code, it
/// covers its own line, like `disable-line`. Several rule ids may be listed, separated by
/// commas. The reason after `--` is required. A suppression that is malformed, names no
/// configured rule, or suppresses nothing is itself reported (rule id `suppression`, warning).

import ArchLintSupport
import ArchLintSyntax
import ArchLintRules

enum Suppressions {
    static let ruleID = "suppression"

    struct Entry {
        var file: String
        var directive: CommentDirective
        var targetLine: Int
        var rules: [String]
    }

    /// Splits `violations` into what stays and adds findings about bad or unused suppressions.
    static func apply(_ violations: [Violation], scans: [String: FileScanResult], ruleIDs: Set<String>) -> [Violation] {
        var entries: [Entry] = []
        var findings: [Violation] = []
        for (file, scan) in scans {
            for directive in scan.directives {
                switch parse(directive, ruleIDs: ruleIDs) {
                case .success(let (target, rules)):
                    entries.append(Entry(file: file, directive: directive, targetLine: target, rules: rules))
                case .failure(let problem):
                    findings.append(finding(problem.message, file: file, directive: directive))
                }
            }
        }
        guard !entries.isEmpty else { return violations + findings }
        var used = Set<Int>()
        var kept: [Violation] = []
        for violation in violations {
            // A cycle is one finding for all its import lines: a suppression on any of them
            // silences it (the check pipeline anchors it at one of them only later).
            let places =
                violation.cycle != nil ? violation.evidence.map(\.location) : violation.location.map { [$0] } ?? []
            guard
                let index = entries.indices.first(where: { index in
                    entries[index].rules.contains(violation.ruleID)
                        && places.contains { entries[index].file == $0.file && entries[index].targetLine == $0.line }
                })
            else {
                kept.append(violation)
                continue
            }
            used.insert(index)
        }
        for (index, entry) in entries.enumerated() where !used.contains(index) {
            findings.append(
                finding(
                    "this suppression of \(entry.rules.joined(separator: ", ")) matches no finding on line "
                        + "\(entry.targetLine); remove it",
                    file: entry.file, directive: entry.directive))
        }
        return kept + findings
    }

    struct Problem: Error { var message: String }

    static func parse(_ directive: CommentDirective, ruleIDs: Set<String>) -> Result<(Int, [String]), Problem> {
        let text = directive.text
        let verbs = ["disable-next-line", "disable-line"]
        guard let verb = verbs.first(where: { text.hasPrefix($0 + " ") || text == $0 }) else {
            let word = String(text.prefix { $0 != " " })
            let suggestion = Suggestion.nearest(to: word, in: verbs).map { "; did you mean 'archlint:\($0)'?" } ?? ""
            return .failure(
                Problem(
                    message: "unknown archlint directive '\(word)'\(suggestion) (write `// archlint:disable-next-line "
                        + "RULE -- reason`)"
                ))
        }
        let rest = text.dropFirst(verb.count)
        guard let separator = rest.range(of: "--") else {
            return .failure(
                Problem(
                    message: "a suppression needs a reason: `// archlint:\(verb) RULE -- why the finding is accepted`"))
        }
        let reason = rest[separator.upperBound...].trimmingCharacters(in: .whitespaces)
        let rules = rest[..<separator.lowerBound].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard !reason.isEmpty else {
            return .failure(Problem(message: "a suppression needs a reason after '--'"))
        }
        guard !rules.isEmpty else {
            return .failure(
                Problem(
                    message: "a suppression names the rule ids it silences: `// archlint:\(verb) RULE -- \(reason)`"))
        }
        for rule in rules where !ruleIDs.contains(rule) {
            let suggestion = Suggestion.nearest(to: rule, in: ruleIDs.sorted()).map { "; did you mean '\($0)'?" } ?? ""
            return .failure(Problem(message: "no configured rule has the id '\(rule)'\(suggestion)"))
        }
        let target = verb == "disable-next-line" && directive.ownLine ? directive.line + 1 : directive.line
        return .success((target, rules))
    }

    static func finding(_ message: String, file: String, directive: CommentDirective) -> Violation {
        Violation(
            ruleID: ruleID, ruleKind: ruleID, severity: .warning, message: message,
            location: SourceLocation(file: file, line: directive.line, column: directive.column))
    }
}
