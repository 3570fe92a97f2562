/// A problem met on the way that is not a finding: a folder that could not be listed, a file
/// that could not be read, a manifest that failed, a selector that selects nothing.
///
/// A notice is data: its severity, where it is (file, line, column, when known), its message
/// and a stable `code` that tools can key on; `text` is the one line printed on standard error
/// (`path:line:column: severity: message`), and every reporter renders the fields. An `error`
/// notice means part of the input was not checked (the run is partial, exit 2).
package struct Notice: Sendable, Hashable, Comparable, Codable {
    package enum Severity: String, Sendable, Hashable, Codable {
        case error
        case warning
        case note
    }

    /// `path:line:column: severity: message` style text, as printed.
    package var text: String
    /// True when `text` was put together from lines, each escaped (`init(lines:)`): its line
    /// breaks are meant. Any other notice is one line, whatever its names hold.
    package var isMultiline: Bool
    /// What kind of notice this is, stable across versions (`unreadable-file`,
    /// `manifest-failed`...; `Notice.Code`).
    package var code: String

    // The fields are read from `text` when asked (reporters, the baseline): a run may meet
    // tens of thousands of notices and print them as they are.
    package var severity: Severity { Self.fields(of: text).0 }
    /// The file the notice is about, as shown (relative to the working directory), if any.
    package var file: String? { Self.fields(of: text).1 }
    package var line: Int? { Self.fields(of: text).2 }
    package var column: Int? { Self.fields(of: text).3 }
    /// The text after the place and the severity.
    package var message: String { Self.fields(of: text).4 }

    package init(_ text: String, code: String = Code.input) {
        self.text = text
        isMultiline = false
        self.code = code
    }

    /// A notice of several lines (a manifest's errors under the notice that it failed); each
    /// line is escaped for the terminal here. The fields come from the first line; `message`
    /// holds every line after the place and severity.
    package init(lines: [String], code: String = Code.input) {
        text = lines.map(TextLine.escape).joined(separator: "\n")
        isMultiline = true
        self.code = code
    }

    /// The text as printed on standard error: names and paths escaped (`TextLine`), so a
    /// target named with a line break cannot print a line of its own.
    package var printed: String { isMultiline ? text : TextLine.escape(text) }

    /// True when the notice says part of the input was not checked.
    package var marksUncheckedInput: Bool { severity == .error }

    package static func < (lhs: Notice, rhs: Notice) -> Bool { lhs.text < rhs.text }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(String.self, forKey: .text)
        isMultiline = try container.decodeIfPresent(Bool.self, forKey: .isMultiline) ?? false
        code = try container.decodeIfPresent(String.self, forKey: .code) ?? Code.input
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(isMultiline, forKey: .isMultiline)
        try container.encode(code, forKey: .code)
    }

    private enum CodingKeys: String, CodingKey {
        case text, isMultiline, code
    }

    /// Severity, place and message of `path:line:column: severity: message` (the place and its
    /// numbers optional). A text with no severity word is a note about no file.
    static func fields(of text: String) -> (Severity, String?, Int?, Int?, String) {
        let firstLine =
            text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
        for severity in [Severity.error, .warning, .note] {
            let word = severity.rawValue + ": "
            if firstLine.hasPrefix(word) { return (severity, nil, nil, nil, String(text.dropFirst(word.count))) }
            guard let range = firstLine.range(of: ": " + word) else { continue }
            var place = Substring(firstLine[..<range.lowerBound])
            let message = String(text[range.upperBound...])
            var numbers: [Int] = []
            // At most two trailing numbers: `file:line:column`.
            while numbers.count < 2, let colon = place.lastIndex(of: ":"),
                let number = Int(place[place.index(after: colon)...])
            {
                numbers.insert(number, at: 0)
                place = place[..<colon]
            }
            return (
                severity, place.isEmpty ? nil : String(place), numbers.first, numbers.count > 1 ? numbers[1] : nil,
                message
            )
        }
        return (.note, nil, nil, nil, text)
    }

    /// The stable codes of notices. New ones may be added; a code's meaning never changes.
    package enum Code {
        /// About the input, with no more specific code.
        package static let input = "input"
        /// A folder that could not be listed: what is in it is not checked.
        package static let unreadableFolder = "unreadable-folder"
        /// A source file that could not be read: its imports are not checked.
        package static let unreadableFile = "unreadable-file"
        /// A source file that is not valid UTF-8 (read byte by byte).
        package static let notUTF8 = "not-utf8"
        /// `#if` blocks nested deeper than the compiler accepts.
        package static let nestingTooDeep = "nesting-too-deep"
        /// A package manifest that could not be read: its targets are not checked.
        package static let manifestFailed = "manifest-failed"
        /// What the static manifest reader noticed (no tools-version line, a guess it made).
        package static let manifestReading = "manifest-reading"
        /// A local package path that holds no Package.swift.
        package static let danglingPackagePath = "dangling-package-path"
        /// Remote packages with no checkout: each product is taken as one module.
        package static let unresolvedRemotePackages = "unresolved-remote-packages"
        /// Something an Xcode project declares that could not be read or resolved.
        package static let xcodeProject = "xcode-project"
        /// Something a Tuist project declares that could not be read or resolved, or a note
        /// about how it was read.
        package static let tuistProject = "tuist-project"
        /// Something an XcodeGen spec declares that could not be read or resolved.
        package static let xcodeGenSpec = "xcodegen-spec"
        /// A generator's manifests with nothing that reads them.
        package static let generatorManifest = "generator-manifest"
        /// Swift files a project lists that do not exist: a build step generates them.
        package static let generatedSource = "generated-source"
        /// A CocoaPods project whose Pods folder is absent (`pod install` not run).
        package static let podsNotInstalled = "pods-not-installed"
        /// Two sources define a module of the same name: only the first is checked.
        package static let duplicateModule = "duplicate-module"
        /// A module of the rules file whose globs match no Swift file.
        package static let emptyModule = "empty-module"
        /// Imports under a flag no build sets: skipped.
        package static let neverCompiled = "never-compiled"
        /// A condition the build selection cannot decide: both branches kept.
        package static let undecidedCondition = "undecided-condition"
        /// About the rules file: a selector that selects nothing, an exception that matches
        /// nothing, imports a rule's `appliesTo` leaves out.
        package static let rules = "rules"
        /// The rules file was found in a folder above the one given: that folder is checked.
        package static let rulesFileAbove = "rules-file-above"
        /// A rule that had nothing to check (reporters that list rule coverage show it there).
        package static let ruleChecksNothing = "rule-checks-nothing"
    }
}

extension Notice {
    /// The notices with repeats printed once: identical texts become one, followed by how many
    /// times it was met (`(3 times)`). Order is kept (first occurrence).
    package static func collapsed(_ notices: [Notice]) -> [Notice] {
        var counts: [Notice: Int] = [:]
        for notice in notices { counts[notice, default: 0] += 1 }
        var seen = Set<Notice>()
        return notices.compactMap { notice in
            guard seen.insert(notice).inserted else { return nil }
            let count = counts[notice]!
            guard count > 1 else { return notice }
            var counted = notice  // a notice of several lines stays one
            counted.text += " (\(count) times)"
            return counted
        }
    }
}
