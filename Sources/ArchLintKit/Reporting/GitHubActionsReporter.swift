import ArchLintSupport

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`
/// (`::warning` for warnings), which annotate the pull request at the import line. One
/// annotation per decision (an edge, a cycle's component); the rule's description and the
/// notes (other import lines among them) follow the message on lines of their own.
package struct GitHubActionsReporter: Reporter {
    package init() {}

    package func render(_ report: Report) -> String {
        var output = ""
        for finding in report.findings {
            var properties: [String] = []
            if let location = finding.location {
                properties += [
                    "file=\(Self.escapeProperty(report.displayPath(location.file)))",
                    "line=\(location.line)", "col=\(location.column)",
                ]
            }
            properties.append("title=\(Self.escapeProperty("archlint [\(finding.ruleID)]"))")
            var message = finding.message
            // An annotation is read on its own, at its line: it carries the rule's description.
            if let description = report.description(ofRule: finding.ruleID) { message += "\nrule: \(description)" }
            for note in finding.shownNotes {
                let place = note.location.map { "\(report.displayPath($0.file)):\($0.line):\($0.column): " } ?? ""
                message += "\n\(place)note: \(note.message)"
            }
            let command = finding.severity == .error ? "error" : "warning"
            output += "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
        }
        return output
    }

    /// The message part: `%`, CR and LF encoded as the runner decodes them (the message's own
    /// line breaks stay line breaks of the annotation), and every other control character
    /// (ESC, BEL, NUL, DEL, C1...) escaped as the xcode reporter escapes it (`TextLine`:
    /// `\u{1B}`), so a name cannot write to the terminal a log is read on.
    static func escapeData(_ text: String) -> String {
        encode(text, separators: false)
    }

    /// A property value: as a message, and `:` and `,`, which separate properties, encoded too.
    static func escapeProperty(_ text: String) -> String {
        encode(text, separators: true)
    }

    private static func encode(_ text: String, separators: Bool) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            case ":" where separators: output += "%3A"
            case "," where separators: output += "%2C"
            case _ where TextLine.needsEscape(scalar): output += TextLine.escape(String(scalar))
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
