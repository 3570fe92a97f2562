// Accepted findings, recorded once, so a team can adopt archlint on a code
// base that already breaks its rules and still fail on every new finding.
//
// Owns the baseline file format and the matching of findings against it. Knows findings;
// knows nothing about how they were found or how they are reported.

import Foundation
import ArchLintSupport
import ArchLintGraph
import ArchLintRules

/// What a baseline entry is keyed by. Never a line number: an edit that moves an import keeps
/// it baselined, a second import of the same edge does not.
package struct BaselineKey: Sendable, Hashable, Comparable {
    /// The configured rule's id.
    package var rule: String
    /// The offending edge, for findings that have one and neither cycle nor path.
    package var edge: EdgeKey?
    /// The cycle's modules, for cycle findings (an edit in any of its files keeps it).
    package var cycle: [String]?
    /// The dependency path, for path findings.
    package var path: [String]?
    /// The symbol involved, for findings about symbols (`symbol-confinement`).
    package var symbol: String?
    /// For findings with neither edge, cycle nor path: the message.
    package var message: String?

    package init(
        rule: String, edge: EdgeKey? = nil, cycle: [String]? = nil, path: [String]? = nil,
        symbol: String? = nil, message: String? = nil
    ) {
        self.rule = rule
        self.edge = edge
        self.cycle = cycle
        self.path = path
        self.symbol = symbol
        self.message = message
    }

    /// The key of a finding: its cycle's modules, else its path, else its edge, else its message.
    package init(_ violation: Violation) {
        self.init(rule: violation.ruleID)
        if let cycle = violation.cycle {
            // The component's members: the cycles inside it may change, the decision stays.
            self.cycle = cycle.sorted()
        } else if let path = violation.path {
            self.path = path
        } else if let edge = violation.edge {
            self.edge = edge
        } else {
            message = violation.message
        }
        symbol = violation.symbol
    }

    /// What the finding is about: `A -> B`, `cycle A -> B -> A`, `path A -> B -> C`.
    package var subject: String {
        var subject: String
        if let cycle {
            subject = "import cycle among " + cycle.joined(separator: ", ")
        } else if let path {
            subject = "path " + path.joined(separator: " -> ")
        } else if let edge {
            subject = edge.description
        } else {
            subject = message ?? ""
        }
        if let symbol { subject += " (\(symbol))" }
        return subject
    }

    /// `[rule] subject`, for messages and fingerprints.
    package var description: String { "[\(rule)] \(subject)" }

    package static func < (lhs: BaselineKey, rhs: BaselineKey) -> Bool { lhs.description < rhs.description }
}

/// One accepted finding: its key and how many places (import lines) it had.
package struct BaselineEntry: Sendable, Hashable, Comparable {
    package var key: BaselineKey
    /// The places behind the finding: import lines of its edge (of its cycle's edges), uses of
    /// its symbol; 1 for a finding about one place.
    package var count: Int
    /// The file of each place, relative to the package root, sorted. Not part of the key: they
    /// only choose which place is new when the count grows.
    package var files: [String]

    package init(key: BaselineKey, count: Int, files: [String] = []) {
        self.key = key
        self.count = count
        self.files = files
    }

    package static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool { lhs.key < rhs.key }
}

/// The findings of a run split by a baseline.
package struct BaselineComparison: Sendable {
    /// Findings beyond what the baseline accepts: reported, and they fail the run. Sorted.
    /// A finding that gained a place (a new import line along a recorded edge or cycle) is
    /// new, anchored at the place the baseline does not know.
    package var new: [Violation]
    /// Findings the baseline accepts: counted, not reported. Sorted.
    package var baselined: [Violation]
    /// Entries the run no longer meets in full, sorted.
    package var stale: [StaleBaselineEntry]
    /// Entries of decisions (`BaselineGranularity.decision`) that now have more places than
    /// they recorded: accepted, counted here, and shown (and failed) by `--strict-baseline`.
    package var grown: [GrownBaselineEntry] = []
}

/// A baseline entry of a decision whose finding gained places (a new file imports a module the
/// target already imported without declaring it): still the same decision.
package struct GrownBaselineEntry: Sendable, Hashable {
    package var entry: BaselineEntry
    /// Places found beyond those recorded.
    package var added: Int

    /// `3 more places than recorded`.
    package var state: String { "\(added) more place\(added == 1 ? "" : "s") than recorded" }
}

/// Input that could not be read when the baseline was written (a generated file missing on a
/// fresh checkout, a manifest SwiftPM rejects on this platform): accepted like a finding, so
/// that a run meeting it again is not partial for it.
package struct BaselineInputProblem: Sendable, Hashable, Comparable {
    /// The notice's stable code (`Notice.Code`).
    package var code: String
    /// The file, relative to the package root; nil for a problem about no file (then the
    /// message tells it apart).
    package var file: String?
    package var message: String?

    package init(code: String, file: String?, message: String? = nil) {
        self.code = code
        self.file = file
        self.message = file == nil ? message : nil
    }

    /// The problems behind the notices that made a run partial: `workingDirectory` resolves
    /// the paths the notices show, `root` makes them relative.
    package static func of(_ notices: [Notice], root: String, workingDirectory: String) -> [BaselineInputProblem] {
        Array(
            Set(
                notices.filter(\.marksUncheckedInput).map { notice in
                    BaselineInputProblem(
                        code: notice.code,
                        file: notice.file.map {
                            PathUtilities.relative(
                                PathUtilities.standardize($0, relativeTo: workingDirectory), to: root)
                        },
                        message: notice.message)
                })
        ).sorted()
    }

    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.code, lhs.file ?? "", lhs.message ?? "") < (rhs.code, rhs.file ?? "", rhs.message ?? "")
    }
}

/// A baseline entry with fewer places than it recorded: fixed in full or in part.
package struct StaleBaselineEntry: Sendable, Hashable {
    package var entry: BaselineEntry
    /// Places recorded and no longer found (`entry.count` when the finding is gone).
    package var gone: Int

    /// `no longer found`, or `2 of its 5 places gone`.
    package var state: String {
        gone == entry.count ? "no longer found" : "\(gone) of its \(entry.count) places gone"
    }
}

/// A set of accepted findings, stored as a versioned JSON file (`archlint baseline update`,
/// `--write-baseline`, or the rules file's `"baseline"`).
package struct Baseline: Sendable, Equatable {
    /// 2: one entry per finding (per edge, per cycle's component), counting its places.
    package static let version = 2
    /// The file `archlint init` and `archlint baseline update` write beside the rules file.
    package static let defaultFileName = "archlint-baseline.json"
    /// Sorted by key, one entry per key.
    package var entries: [BaselineEntry]
    /// Input that could not be read when the baseline was written, sorted.
    package var inputProblems: [BaselineInputProblem] = []

    package init(entries: [BaselineEntry], inputProblems: [BaselineInputProblem] = []) {
        self.entries = entries.sorted()
        self.inputProblems = Array(Set(inputProblems)).sorted()
    }

    /// The file of each place behind a finding (one nil for a finding without a file).
    static func placeFiles(_ violation: Violation, root: String) -> [String?] {
        if !violation.evidence.isEmpty {
            return violation.evidence.map { PathUtilities.relative($0.location.file, to: root) }
        }
        return [violation.location.map { PathUtilities.relative($0.file, to: root) }]
    }

    /// Accepts every one of `violations`; `root` makes the recorded file names relative.
    package init(violations: [Violation], root: String, inputProblems: [BaselineInputProblem] = []) {
        var entries: [BaselineKey: BaselineEntry] = [:]
        for violation in violations {
            let key = BaselineKey(violation)
            let files = Self.placeFiles(violation, root: root)
            entries[key, default: BaselineEntry(key: key, count: 0)].count += files.count
            entries[key]!.files += files.compactMap { $0 }
        }
        self.init(
            entries: entries.values.map { entry in
                var entry = entry
                entry.files.sort()
                return entry
            }, inputProblems: inputProblems)
    }

    /// Splits `violations` into new and baselined ones, and lists the entries no longer met.
    ///
    /// Per key, the first `count` places are accepted, places in a file the entry recorded
    /// first; a finding all of whose places are accepted is baselined, any other is new,
    /// anchored at its first place the baseline does not accept (the import that was added,
    /// not one that was already there).
    package func compare(_ violations: [Violation], root: String, catalog: RuleCatalog = .standard)
        -> BaselineComparison
    {
        var byKey: [BaselineKey: [Violation]] = [:]
        for violation in violations { byKey[BaselineKey(violation), default: []].append(violation) }
        var comparison = BaselineComparison(new: [], baselined: [], stale: [])
        var seen = Set<BaselineKey>()
        for entry in entries {
            seen.insert(entry.key)
            let found = (byKey[entry.key] ?? []).sorted()
            var recorded = entry.files.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
            // Each place: (finding, index of the place), known ones first.
            var known: [(Int, Int)] = [], unknown: [(Int, Int)] = []
            var total = 0
            for (findingIndex, violation) in found.enumerated() {
                for (placeIndex, file) in Self.placeFiles(violation, root: root).enumerated() {
                    total += 1
                    if let file, let left = recorded[file], left > 0 {
                        recorded[file] = left - 1
                        known.append((findingIndex, placeIndex))
                    } else {
                        unknown.append((findingIndex, placeIndex))
                    }
                }
            }
            var rejected: [Int: Int] = [:]  // finding -> its first place not accepted
            let isDecision =
                found.first.map { catalog.description(kind: $0.ruleKind)?.baselineGranularity == .decision } ?? false
            if isDecision {
                // The decision is accepted whatever its places; more of them is counted.
                if total > entry.count {
                    comparison.grown.append(GrownBaselineEntry(entry: entry, added: total - entry.count))
                }
            } else {
                for (findingIndex, placeIndex) in (known + unknown).dropFirst(entry.count) {
                    rejected[findingIndex] = min(rejected[findingIndex] ?? placeIndex, placeIndex)
                }
            }
            for (findingIndex, violation) in found.enumerated() {
                if let placeIndex = rejected[findingIndex] {
                    comparison.new.append(
                        violation.evidence.isEmpty ? violation : violation.anchored(at: violation.evidence[placeIndex]))
                } else {
                    comparison.baselined.append(violation)
                }
            }
            if total < entry.count {
                comparison.stale.append(StaleBaselineEntry(entry: entry, gone: entry.count - total))
            }
        }
        for (key, found) in byKey where !seen.contains(key) { comparison.new += found }
        comparison.new.sort()
        comparison.baselined.sort()
        return comparison
    }

    // MARK: - File format

    /// The file's text: `{"version": 2, "entries": [...]}` (and `"inputProblems"` when there
    /// are), sorted, ending with a newline.
    package func render() -> String {
        var members: [(String, JSONText)] = [
            ("version", .int(Self.version)),
            (
                "entries",
                .array(
                    entries.map { entry in
                        var members: [(String, JSONText)] = [("rule", .string(entry.key.rule))]
                        if let edge = entry.key.edge {
                            members.append(("edge", .object([("from", .string(edge.from)), ("to", .string(edge.to))])))
                        }
                        if let cycle = entry.key.cycle { members.append(("cycle", .array(cycle.map(JSONText.string)))) }
                        if let path = entry.key.path { members.append(("path", .array(path.map(JSONText.string)))) }
                        if let symbol = entry.key.symbol { members.append(("symbol", .string(symbol))) }
                        if let message = entry.key.message { members.append(("message", .string(message))) }
                        members.append(("count", .int(entry.count)))
                        members.append(("files", .array(entry.files.map(JSONText.string))))
                        return .object(members)
                    })
            ),
        ]
        if !inputProblems.isEmpty {
            members.append(
                (
                    "inputProblems",
                    .array(
                        inputProblems.map { problem in
                            var members: [(String, JSONText)] = [("code", .string(problem.code))]
                            if let file = problem.file { members.append(("file", .string(file))) }
                            if let message = problem.message { members.append(("message", .string(message))) }
                            return .object(members)
                        })
                ))
        }
        return JSONText.object(members).rendered()
    }

    /// Reads a baseline file's text; `file` names it in errors.
    package static func parse(_ text: String, file: String) throws(ToolError) -> Baseline {
        func invalid(_ position: TextPosition?, _ reason: String) -> ToolError {
            ToolError(
                .invalidInput,
                BaselineFileMessages.invalid("\(file)\(position.map { ":\($0)" } ?? "")", reason: reason),
                isLocated: true)
        }
        let document: JSONValue
        do {
            document = try JSONParser.parse(text)
        } catch {
            throw invalid(error.position, "not a baseline: \(error.reason)")
        }
        guard case .object = document else { throw invalid(document.position, "not a baseline: expected an object") }
        guard case .number(let version, let position)? = document["version"] else {
            throw invalid(document.position, "not a baseline: missing \"version\"")
        }
        guard version == Double(Self.version) else {
            // `Int(exactly:)`: a version of 1e300 is not a whole number Int can hold.
            let shown = Int(exactly: version).map(String.init) ?? String(version)
            let why = version == 1 ? " (version 1 counted import lines as findings and cycles one by one)" : ""
            throw invalid(
                position,
                "baseline version \(shown) is not supported\(why); this archlint reads version \(Self.version)")
        }
        guard case .array(let items, _)? = document["entries"] else {
            throw invalid(document.position, "entries: expected an array")
        }
        var entries: [BaselineEntry] = []
        for (index, item) in items.enumerated() {
            let keyPath = "entries[\(index)]"
            func strings(_ name: String) throws(ToolError) -> [String]? {
                guard let value = item[name] else { return nil }
                guard case .array(let elements, _) = value else {
                    throw invalid(value.position, "\(keyPath).\(name): expected an array of strings")
                }
                var result: [String] = []
                for element in elements {
                    guard let string = element.stringValue else {
                        throw invalid(element.position, "\(keyPath).\(name): expected an array of strings")
                    }
                    result.append(string)
                }
                return result
            }
            guard let rule = item["rule"]?.stringValue else {
                throw invalid(item.position, "\(keyPath).rule: expected a string")
            }
            // A count past 2^31 is no real baseline, and sums of such counts would overflow.
            guard let countValue = item["count"], let count = countValue.integerValue, count >= 1,
                count <= Int(Int32.max)
            else {
                throw invalid(
                    item["count"]?.position ?? item.position,
                    "\(keyPath).count: expected a positive integer (at most \(Int32.max))")
            }
            var key = BaselineKey(
                rule: rule, cycle: try strings("cycle"), path: try strings("path"),
                symbol: item["symbol"]?.stringValue, message: item["message"]?.stringValue)
            if let edge = item["edge"] {
                guard let from = edge["from"]?.stringValue, let to = edge["to"]?.stringValue else {
                    throw invalid(edge.position, "\(keyPath).edge: expected {\"from\": ..., \"to\": ...}")
                }
                key.edge = EdgeKey(from: from, to: to)
            }
            entries.append(BaselineEntry(key: key, count: count, files: (try strings("files") ?? []).sorted()))
        }
        var problems: [BaselineInputProblem] = []
        if let list = document["inputProblems"] {
            guard case .array(let items, _) = list else {
                throw invalid(list.position, "inputProblems: expected an array")
            }
            for (index, item) in items.enumerated() {
                guard let code = item["code"]?.stringValue else {
                    throw invalid(item.position, "inputProblems[\(index)].code: expected a string")
                }
                problems.append(
                    BaselineInputProblem(
                        code: code, file: item["file"]?.stringValue, message: item["message"]?.stringValue))
            }
        }
        return Baseline(entries: entries, inputProblems: problems)
    }

    /// Reads a baseline file.
    package static func load(path: String, displayPath: String) throws(ToolError) -> Baseline {
        let data: Data
        switch FileBuffer.contents(of: path, limit: InputLimits.jsonDocumentBytes) {
        case .success(let contents):
            data = contents
        case .failure(let failure):
            let reason: String
            switch failure.kind {
            case .system(ENOENT), .system(ENOTDIR): reason = "no such baseline file"
            default: reason = "cannot read the baseline file (\(failure))"
            }
            throw ToolError(
                .missingInput,
                BaselineFileMessages.unreadable(displayPath, reason: reason),
                isLocated: true)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ToolError(
                .invalidInput,
                BaselineFileMessages.invalid(
                    displayPath, reason: "not a baseline: \(TextEncoding.notUTF8Message(data, what: "the file"))"),
                isLocated: true)
        }
        return try parse(text, file: displayPath)
    }
}

/// What reading a baseline file reports, each text named after what it says. `place` is the file (and
/// position) the error names.
enum BaselineFileMessages {
    static func invalid(_ place: String, reason: String) -> String {
        "\(place): error: \(reason); write a new baseline with `archlint baseline update`"
    }

    static func unreadable(_ place: String, reason: String) -> String {
        "\(place): error: \(reason); check the path (--baseline, or \"baseline\" in the rules file), or write it with "
            + "`archlint baseline update`"
    }
}
