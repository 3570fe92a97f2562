/// A Markdown summary for `$GITHUB_STEP_SUMMARY`: the counts, a table of findings, and a
/// Mermaid graph of the violating edges (cycles drawn closed, paths step by step).

import ArchLintSupport
import ArchLintGraph
import ArchLintRules

package struct MarkdownReporter: Reporter {
    package init() {}

    package func render(_ report: Report) -> String {
        var output = "## archlint\n\n"
        let status = report.exitCode == .clean ? "Passed" : "Failed"
        output += "**\(status)**: \(SummaryLine.plural(report.findings.count, "finding"))"
        output +=
            " (\(SummaryLine.plural(report.errorCount, "error")), "
            + "\(SummaryLine.plural(report.warningCount, "warning")))"
        output +=
            " on \(SummaryLine.plural(report.edgeCount, "edge")); "
            + "\(SummaryLine.plural(report.result.modulesChecked, "module")) checked, "
            + "\(SummaryLine.plural(report.result.filesScanned, "file")) scanned."
        if let baseline = report.baseline {
            output +=
                " Baseline: \(baseline.new.count) new, \(baseline.baselined.count) accepted, \(baseline.stale.count) "
                + "stale."
        }
        output += "\n"
        let idle = report.result.coverage.filter { !$0.checkedSomething }
        if !idle.isEmpty {
            output +=
                idle.count == report.result.coverage.count
                ? "\n**Nothing was checked**: no rule selected a module.\n" : ""
            output += "\nRules with nothing to check:\n\n"
            for rule in idle { output += "- \(Self.code(rule.ruleID)): \(Self.cell(rule.nothingToCheck ?? ""))\n" }
        }
        let unchecked = report.uncheckedFiles
        if report.result.isPartial {
            output += "\n**Partial**: part of the input was not checked"
            output += unchecked.isEmpty ? ".\n" : ":\n\n" + unchecked.map { "- \(Self.code($0))\n" }.joined()
        }
        // Rules with nothing to check are listed above.
        let notices = report.result.notices.filter { $0.code != Notice.Code.ruleChecksNothing }
        if !notices.isEmpty {
            output += "\n<details><summary>\(SummaryLine.plural(notices.count, "notice"))</summary>\n\n"
            output += "| severity | code | location | message |\n|---|---|---|---|\n"
            for notice in notices {
                let place =
                    notice.file.map { file in
                        Self.code(file + (notice.line.map { ":\($0)" } ?? "") + (notice.column.map { ":\($0)" } ?? ""))
                    } ?? ""
                output +=
                    "| \(notice.severity.rawValue) | \(Self.code(notice.code)) | \(place) | "
                    + "\(Self.cell(notice.message)) |\n"
            }
            output += "\n</details>\n"
        }
        if let stale = report.baseline?.stale, !stale.isEmpty {
            output += "\nStale baseline entries (drop them with `archlint baseline update`):\n\n"
            for entry in stale { output += "- \(Self.cell(entry.entry.key.description)): \(entry.state)\n" }
        }
        guard !report.findings.isEmpty else { return output }

        output += "\n| severity | rule | location | message |\n|---|---|---|---|\n"
        for finding in report.findings {
            let place =
                finding.location.map { Self.code("\(report.displayPath($0.file)):\($0.line):\($0.column)") } ?? ""
            let others = Set(finding.evidence.map(\.location)).subtracting(finding.location.map { [$0] } ?? []).count
            let more = others > 0 ? " (+\(others) more)" : ""
            output +=
                "| \(finding.severity.rawValue) | \(Self.code(finding.ruleID)) | \(place)\(more) | "
                + "\(Self.cell(finding.message)) |\n"
        }
        let described = report.describedRules
        if !described.isEmpty {
            output += "\n"
            for rule in described { output += "- \(Self.code(rule.id)): \(Self.cell(rule.description))\n" }
        }

        var labels: [EdgeKey: Set<String>] = [:]
        for finding in report.findings {
            for edge in Self.edges(of: finding) { labels[edge, default: []].insert(finding.ruleID) }
        }
        guard !labels.isEmpty else { return output }
        let modules = Set(labels.keys.flatMap { [$0.from, $0.to] }).sorted()
        var ids: [String: String] = [:]
        for (index, module) in modules.enumerated() { ids[module] = "m\(index)" }
        output += "\n```mermaid\nflowchart LR\n"
        for module in modules { output += "  \(ids[module]!)[\"\(Self.mermaid(module))\"]\n" }
        for edge in labels.keys.sorted() {
            let label = labels[edge]!.sorted().joined(separator: ", ")
            output += "  \(ids[edge.from]!) -->|\"\(Self.mermaid(label))\"| \(ids[edge.to]!)\n"
        }
        output += "```\n"
        return output
    }

    /// The edges a finding is about.
    static func edges(of finding: Violation) -> [EdgeKey] {
        if finding.cycle != nil, !finding.evidence.isEmpty { return finding.edges }
        if let cycle = finding.cycle, !cycle.isEmpty {
            let closed = cycle + [cycle[0]]
            return (0..<cycle.count).map { EdgeKey(from: closed[$0], to: closed[$0 + 1]) }
        }
        if let path = finding.path, path.count > 1 {
            return (0..<(path.count - 1)).map { EdgeKey(from: path[$0], to: path[$0 + 1]) }
        }
        return finding.edge.map { [$0] } ?? []
    }

    /// Text in a table cell, the one escaping every name and path goes through: the characters
    /// that make inline Markdown backslash-escaped (no link, image, emphasis or code can be
    /// formed from a module name), `<` as an entity (no HTML), line breaks as `<br>` and other
    /// control characters escaped (`TextLine`), so a name cannot end the row. What GitHub turns
    /// into a mention or a link by itself is neutralised (`neutralised`).
    static func cell(_ text: String) -> String {
        var output = ""
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false)
        for character in neutralised(lines.map({ TextLine.escape(String($0)) }).joined(separator: "\u{0}")) {
            switch character {
            case "\u{0}": output += "<br>"  // a line break of the text, kept visible
            case "<": output += "&lt;"
            // Inline structure only: a cell never starts a line, so `#`, `-` and `+` are plain.
            case "\\", "`", "*", "_", "[", "]", "|", "~":
                output += "\\" + String(character)
            case "\u{200B}": output += "&#8203;"  // visible as such in the Markdown source
            default: output.append(character)
            }
        }
        return output
    }

    /// `text` with a zero-width space where GitHub would otherwise act on it by itself: after
    /// every `@` (no `@team` mention pings anyone, no `user@host` becomes a mail link), inside
    /// `://` (no bare `https://...` becomes a link) and after `www` before a dot (no
    /// `www.example.com` either). The text reads the same; a PR comment quoting a module name
    /// cannot notify a team or link to a site.
    static func neutralised(_ text: String) -> String {
        guard text.contains("@") || text.contains("://") || text.lowercased().contains("www.") else { return text }
        var output = ""
        var previous: [Character] = []
        var rest = Substring(text)
        while let character = rest.first {
            rest = rest.dropFirst()
            output.append(character)
            if character == "@" || (character == ":" && rest.hasPrefix("//")) {
                output += "\u{200B}"
            } else if character == "w" || character == "W", rest.first == ".",
                previous.suffix(2).map({ $0.lowercased() }) == ["w", "w"]
            {
                output += "\u{200B}"
            }
            previous.append(character)
            if previous.count > 2 { previous.removeFirst() }
        }
        return output
    }

    /// Text as a code span: no escape works inside one, so the fence is longer than any run of
    /// backticks in the text; pipes (which end a table cell even in code) become `\|`.
    static func code(_ text: String) -> String {
        let escaped = TextLine.escape(text).replacingOccurrences(of: "|", with: "\\|")
        var longest = 0, run = 0
        for character in escaped {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = escaped.hasPrefix("`") || escaped.hasSuffix("`") ? " " : ""
        return fence + pad + escaped + pad + fence
    }

    /// Quoted Mermaid text: quotes, `#` and angle brackets as entity codes, line breaks and
    /// other control characters escaped (`TextLine`).
    static func mermaid(_ text: String) -> String {
        TextLine.escape(text).replacingOccurrences(of: "#", with: "#35;").replacingOccurrences(of: "\"", with: "#quot;")
            .replacingOccurrences(of: "<", with: "#lt;").replacingOccurrences(of: ">", with: "#gt;")
    }
}
