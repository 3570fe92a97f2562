/// JUnit XML for CI test views: one test case per configured rule, one `<failure>` per
/// finding that fails the run (one per edge or cycle, its import lines in the body). Warnings that
/// do not fail it (without `--strict`) go to the test case's `<system-out>`; rules switched off are
/// `<skipped/>`.

import ArchLintRules
import ArchLintSupport

package struct JUnitReporter: Reporter {
    package init() {}

    package func render(_ report: Report) -> String {
        let rules = report.result.configuration.rules.sorted { $0.id < $1.id }
        let byRule = Dictionary(grouping: report.findings, by: \.ruleID)
        var cases = ""
        var failures = 0, skipped = 0
        for rule in rules {
            let findings = byRule[rule.id] ?? []
            cases += "    <testcase classname=\"archlint.\(Self.escape(rule.kind))\" name=\"\(Self.escape(rule.id))\""
            let failing = findings.filter(report.fails)
            let passing = findings.filter { !report.fails($0) }
            if rule.severity == .off {
                skipped += 1
                cases += ">\n      <skipped message=\"severity is off\"/>\n    </testcase>\n"
                continue
            }
            if failing.isEmpty && passing.isEmpty {
                cases += "/>\n"
                continue
            }
            cases += ">\n"
            for finding in failing {
                failures += 1
                cases +=
                    "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(Self.escape(finding.message))\">"
                cases += Self.escape(detail(finding, report)) + "</failure>\n"
            }
            if !passing.isEmpty {
                cases +=
                    "      <system-out>" + Self.escape(passing.map { detail($0, report) }.joined(separator: "\n"))
                    + "</system-out>\n"
            }
            cases += "    </testcase>\n"
        }
        // Input that could not be read is an error of the run (a test case of its own, so that
        // CI views show it), and every notice is the suite's output.
        var errors = 0
        var tests = rules.count
        let unchecked = report.uncheckedFiles
        if report.result.isPartial {
            errors = 1
            tests += 1
            let message =
                "part of the input was not checked: "
                + "\(unchecked.isEmpty ? "see the notices" : unchecked.joined(separator: ", "))"
            let body = report.result.notices.filter(\.marksUncheckedInput).map(\.text).joined(separator: "\n")
            cases += "    <testcase classname=\"archlint.input\" name=\"input\">\n"
            cases +=
                "      <error type=\"partial\" message=\"\(Self.escape(message))\">\(Self.escape(body))</error>\n"
                + "    </testcase>\n"
        }
        var suiteOutput = ""
        if !report.result.notices.isEmpty {
            suiteOutput =
                "    <system-out>" + Self.escape(report.result.notices.map(\.text).joined(separator: "\n"))
                + "</system-out>\n"
        }
        let counts = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="archlint" \(counts)>
              <testsuite name="archlint" \(counts)>
            \(cases)\(suiteOutput)  </testsuite>
            </testsuites>

            """
    }

    /// The finding as the xcode reporter prints it.
    private func detail(_ finding: Violation, _ report: Report) -> String {
        XcodeReporter(displayPath: report.displayPath).render([finding]).dropLast().description
    }

    /// Text and attribute values: markup characters become entities, tabs and line breaks
    /// survive as references, every other control character (ESC, BEL, NUL, DEL, C1...) is
    /// written as the xcode reporter writes it (`TextLine`: `\u{1B}`, which XML 1.0 can hold and
    /// a terminal does not act on), and the two non-characters XML forbids are dropped.
    static func escape(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\n": output += "&#10;"
            case "\r": output += "&#13;"
            case "\t": output += "&#9;"
            case _ where TextLine.needsEscape(scalar): output += TextLine.escape(String(scalar))
            case _ where scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
