// archlint's ProjectDescription: the public API of Tuist's manifest module, written anew from its
// documentation, so that Tuist manifests compile and run without Tuist. Every manifest object
// (Project, Workspace, Config, Dependencies, Plugin) records itself when it is made, as Tuist's
// own module dumps itself; the driver archlint links prints what each manifest recorded as JSON.
// Targets and dependencies also record the file and line that made them (#filePath, #line).
//
// This folder is the source of truth; `TuistProjectDescriptionSource.generated.swift` embeds it
// (regenerate with `ARCHLINT_RECORD=1 swift test --filter TuistSurface`).

import Foundation

/// A JSON value, written by the recorder (the manifest module cannot depend on archlint).
enum RecordedJSON {
    case string(String)
    case number(Int)
    case bool(Bool)
    case array([RecordedJSON])
    case object([(String, RecordedJSON)])
    case null

    static func optional(_ text: String?) -> RecordedJSON { text.map { .string($0) } ?? .null }

    func render(into out: inout String) {
        switch self {
        case .string(let text):
            out += "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                default:
                    if scalar.value < 0x20 {
                        let hex = String(scalar.value, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            out += "\""
        case .number(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        case .array(let elements):
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                element.render(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += "," }
                RecordedJSON.string(member.0).render(into: &out)
                out += ":"
                member.1.render(into: &out)
            }
            out += "}"
        }
    }
}

/// Where a value was made in the manifest or helper source.
struct RecordedSite: Hashable, Sendable {
    var file: String
    var line: Int

    init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    init(_ file: StaticString, _ line: UInt) {
        self.file = "\(file)"
        self.line = Int(line)
    }

    var json: [(String, RecordedJSON)] { [("file", .string(file)), ("line", .number(line))] }
}

/// What the running manifest made. The driver archlint generates calls `begin` before and
/// `finish` after each manifest's top-level code.
public enum __ArchLintManifestRecorder {
    nonisolated(unsafe) static var recorded: [RecordedJSON] = []

    static func record(_ kind: String, _ members: [(String, RecordedJSON)]) {
        recorded.append(.object([("kind", .string(kind))] + members))
    }

    public static func begin() {
        recorded = []
    }

    /// Everything recorded since `begin`, as one JSON array.
    public static func finish() -> String {
        var out = ""
        RecordedJSON.array(recorded).render(into: &out)
        recorded = []
        return out
    }
}
