// Baseline stage: accepted findings, recorded once, so a team can adopt archlint on a code
// base that already breaks its rules and still fail on every new violation.
//
// Owns the baseline file format and the matching of findings against it. Knows violations;
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

    package init(rule: String, edge: EdgeKey? = nil, cycle: [String]? = nil, path: [String]? = nil,
                symbol: String? = nil, message: String? = nil) {
        self.rule = rule
        self.edge = edge
        self.cycle = cycle
        self.path = path
        self.symbol = symbol
        self.message = message
    }

    /// The key of a finding: its cycle, else its path, else its edge, else its message.
    package init(_ violation: Violation) {
        self.init(rule: violation.ruleID)
        if let cycle = violation.cycle {
            self.cycle = cycle
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
        if let cycle { subject = "cycle " + (cycle + cycle.prefix(1)).joined(separator: " -> ") }
        else if let path { subject = "path " + path.joined(separator: " -> ") }
        else if let edge { subject = edge.description }
        else { subject = message ?? "" }
        if let symbol { subject += " (\(symbol))" }
        return subject
    }

    /// `[rule] subject`, for messages and fingerprints.
    package var description: String { "[\(rule)] \(subject)" }

    package static func < (lhs: BaselineKey, rhs: BaselineKey) -> Bool { lhs.description < rhs.description }
}

/// One accepted finding key and how many findings it covers.
package struct BaselineEntry: Sendable, Hashable, Comparable {
    package var key: BaselineKey
    package var count: Int
    /// The files the findings were in, relative to the package root, one per finding, sorted.
    /// Not part of the key: they only choose which finding is new when the count grows.
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
    package var new: [Violation]
    /// Findings the baseline accepts: counted, not reported. Sorted.
    package var baselined: [Violation]
    /// Entries (with the count no longer found) that the run did not meet any more.
    package var fixed: [BaselineEntry]

    /// How many accepted findings no longer occur.
    package var fixedCount: Int { fixed.reduce(0) { $0 + $1.count } }
}

/// A set of accepted findings, stored as a versioned JSON file (`--write-baseline`).
package struct Baseline: Sendable, Equatable {
    package static let version = 1
    /// Sorted by key, one entry per key.
    package var entries: [BaselineEntry]

    package init(entries: [BaselineEntry]) {
        self.entries = entries.sorted()
    }

    /// Accepts every one of `violations`; `root` makes the recorded file names relative.
    package init(violations: [Violation], root: String) {
        var entries: [BaselineKey: BaselineEntry] = [:]
        for violation in violations {
            let key = BaselineKey(violation)
            entries[key, default: BaselineEntry(key: key, count: 0)].count += 1
            if let file = violation.location?.file {
                entries[key]!.files.append(PathUtilities.relative(file, to: root))
            }
        }
        self.init(entries: entries.values.map { entry in
            var entry = entry
            entry.files.sort()
            return entry
        })
    }

    /// Splits `violations` into new and baselined ones, and lists the entries no longer met.
    ///
    /// Per key, the first `count` findings are baselined and the rest are new; findings in a
    /// file the entry recorded are taken as baselined first, so the new one reported is the
    /// import that was added, not one that was already there.
    package func compare(_ violations: [Violation], root: String) -> BaselineComparison {
        var byKey: [BaselineKey: [Violation]] = [:]
        for violation in violations { byKey[BaselineKey(violation), default: []].append(violation) }
        var comparison = BaselineComparison(new: [], baselined: [], fixed: [])
        var seen = Set<BaselineKey>()
        for entry in entries {
            seen.insert(entry.key)
            let found = (byKey[entry.key] ?? []).sorted()
            var recorded = entry.files.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
            var known: [Violation] = [], unknown: [Violation] = []
            for violation in found {
                let file = violation.location.map { PathUtilities.relative($0.file, to: root) }
                if let file, let left = recorded[file], left > 0 {
                    recorded[file] = left - 1
                    known.append(violation)
                } else {
                    unknown.append(violation)
                }
            }
            let accepted = Array((known + unknown).prefix(entry.count))
            comparison.baselined += accepted
            comparison.new += (known + unknown).dropFirst(entry.count)
            if found.count < entry.count {
                comparison.fixed.append(BaselineEntry(key: entry.key, count: entry.count - found.count))
            }
        }
        for (key, found) in byKey where !seen.contains(key) { comparison.new += found }
        comparison.new.sort()
        comparison.baselined.sort()
        return comparison
    }

    // MARK: - File format

    /// The file's text: `{"version": 1, "entries": [...]}`, sorted, ending with a newline.
    package func render() -> String {
        JSONText.object([
            ("version", .int(Self.version)),
            ("entries", .array(entries.map { entry in
                var members: [(String, JSONText)] = [("rule", .string(entry.key.rule))]
                if let edge = entry.key.edge { members.append(("edge", .object([("from", .string(edge.from)), ("to", .string(edge.to))]))) }
                if let cycle = entry.key.cycle { members.append(("cycle", .array(cycle.map(JSONText.string)))) }
                if let path = entry.key.path { members.append(("path", .array(path.map(JSONText.string)))) }
                if let symbol = entry.key.symbol { members.append(("symbol", .string(symbol))) }
                if let message = entry.key.message { members.append(("message", .string(message))) }
                members.append(("count", .int(entry.count)))
                members.append(("files", .array(entry.files.map(JSONText.string))))
                return .object(members)
            })),
        ]).rendered()
    }

    /// Reads a baseline file's text; `file` names it in errors.
    package static func parse(_ text: String, file: String) throws(ToolError) -> Baseline {
        func invalid(_ position: TextPosition?, _ reason: String) -> ToolError {
            ToolError(.invalidInput, "\(file)\(position.map { ":\($0)" } ?? ""): error: \(reason); write a new baseline with --write-baseline \(file)", isLocated: true)
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
            throw invalid(position, "baseline version \(Int(exactly: version).map(String.init) ?? String(version)) is not supported (this archlint reads version \(Self.version))")
        }
        guard case .array(let items, _)? = document["entries"] else { throw invalid(document.position, "entries: expected an array") }
        var entries: [BaselineEntry] = []
        for (index, item) in items.enumerated() {
            let keyPath = "entries[\(index)]"
            func strings(_ name: String) throws(ToolError) -> [String]? {
                guard let value = item[name] else { return nil }
                guard case .array(let elements, _) = value else { throw invalid(value.position, "\(keyPath).\(name): expected an array of strings") }
                var result: [String] = []
                for element in elements {
                    guard let string = element.stringValue else { throw invalid(element.position, "\(keyPath).\(name): expected an array of strings") }
                    result.append(string)
                }
                return result
            }
            guard let rule = item["rule"]?.stringValue else { throw invalid(item.position, "\(keyPath).rule: expected a string") }
            // A count past 2^31 is no real baseline, and sums of such counts would overflow.
            guard let countValue = item["count"], let count = countValue.integerValue, count >= 1, count <= Int(Int32.max) else {
                throw invalid(item["count"]?.position ?? item.position, "\(keyPath).count: expected a positive integer (at most \(Int32.max))")
            }
            var key = BaselineKey(rule: rule, cycle: try strings("cycle"), path: try strings("path"),
                                  symbol: item["symbol"]?.stringValue, message: item["message"]?.stringValue)
            if let edge = item["edge"] {
                guard let from = edge["from"]?.stringValue, let to = edge["to"]?.stringValue else {
                    throw invalid(edge.position, "\(keyPath).edge: expected {\"from\": ..., \"to\": ...}")
                }
                key.edge = EdgeKey(from: from, to: to)
            }
            entries.append(BaselineEntry(key: key, count: count, files: (try strings("files") ?? []).sorted()))
        }
        return Baseline(entries: entries)
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
            default: reason = "cannot read baseline file (\(failure))"
            }
            throw ToolError(.missingInput, "\(displayPath): error: \(reason); check the path given to --baseline, or write one with --write-baseline \(displayPath)", isLocated: true)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ToolError(.invalidInput, "\(displayPath): error: not a baseline: \(TextEncoding.notUTF8Message(data, what: "the file")); write a new baseline with --write-baseline \(displayPath)", isLocated: true)
        }
        return try parse(text, file: displayPath)
    }
}
