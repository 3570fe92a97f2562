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
                properties += ["file=\(Self.escapeProperty(report.displayPath(location.file)))",
                               "line=\(location.line)", "col=\(location.column)"]
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

    /// The message part: `%`, CR and LF are encoded.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: also `:` and `,`, which separate properties.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }
}
