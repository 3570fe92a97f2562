/// Reads the `// swift-tools-version:` line of a manifest exactly as SwiftPM 6.3's
/// `ToolsVersionParser` does, and words each failure as SwiftPM words it.
///
/// The rules, in SwiftPM's order: the first line that is not blank holds the specification
/// (comment marker `//`, blanks, the label `swift-tools-version:` in any case, blanks, the version,
/// then anything after a `;`); the marker, the label and the version are checked in that order;
/// before 5.4 only line feeds may precede the line, exactly one space must follow `//` and none may
/// follow the colon. When that line does not parse, every later line is tried, and one that parses
/// is accepted from 6.0 on (earlier versions must be on the first line). A manifest with no comment
/// marker on its first line and no specification further down is, for SwiftPM, a 3.1 manifest it no
/// longer supports.
enum ToolsVersionSpecification {
    /// Why a manifest's tools version could not be read.
    enum Failure: Error, Equatable {
        /// No specification anywhere: SwiftPM reads the manifest as tools version 3.1.
        case missing
        case labelMissing
        case versionMissing
        case commentMarkerMisspelt(String)
        case labelMisspelt(String)
        case unidentified
        case versionMisspelt(String)
        case leadingWhitespacePre5_4(String, ManifestToolsVersion)
        case spacingAfterCommentMarkerPre5_4(String, ManifestToolsVersion)
        case spacingAfterLabelPre5_4(String, ManifestToolsVersion)
        case unidentifiedPre5_4(ManifestToolsVersion)
        case notOnFirstLinePre6_0(ManifestToolsVersion)
        case notUTF8
        case empty
        /// The file is there but archlint does not read it (not a regular file, larger than
        /// `InputLimits.sourceFileBytes`, no permission): archlint's words, not SwiftPM's.
        case unreadable(String)

        /// SwiftPM's own words for the failure (`ToolsVersionParser.Error.description`), with
        /// `current` the running toolchain's tools version.
        func message(manifestFileName: String, current: ManifestToolsVersion) -> String {
            let currentSpecification = current.specification()
            switch self {
            case .missing:
                // SwiftPM turns a missing specification into `UnsupportedToolsVersion(3.1)` with the
                // identity of the manifest file itself.
                return
                    "package '\(PackageIdentityRules.identity(ofLocation: manifestFileName))' is using Swift tools "
                    + "version 3.1.0 which is no longer supported; consider using "
                    + "'\(current.specification(includingPatch: false))' to specify the current tools version"
            case .labelMissing:
                return
                    "the Swift tools version specification is missing a label; consider inserting "
                    + "'swift-tools-version:' between the comment marker and the version specifier"
            case .versionMissing:
                return
                    "the Swift tools version specification is possibly missing a version specifier; consider using "
                    + "'\(currentSpecification)' to specify the current Swift toolchain version as the lowest "
                    + "Swift version supported by the project"
            case .commentMarkerMisspelt(let marker):
                return
                    "the comment marker '\(marker)' is misspelt for the Swift tools version specification; consider "
                    + "replacing it with '//'"
            case .labelMisspelt(let label):
                return
                    "the Swift tools version specification's label '\(label)' is misspelt; consider replacing it with "
                    + "'swift-tools-version:'"
            case .unidentified:
                return
                    "the Swift tools version specification has a formatting error, but the package manager is unable "
                    + "to find either the location or cause of it; consider replacing it with "
                    + "'\(currentSpecification)' to specify the current Swift toolchain version as the lowest "
                    + "Swift version supported by the project; additionally, please consider filing a bug report "
                    + "on https://bugs.swift.org with this file attached"
            case .versionMisspelt(let version):
                return
                    "the Swift tools version '\(version)' is misspelt or otherwise invalid; consider replacing it with "
                    + "'\(currentSpecification)' to specify the current Swift toolchain version as the lowest "
                    + "Swift version supported by the project"
            case .leadingWhitespacePre5_4(let whitespace, let version):
                return
                    "leading whitespace sequence \(Self.codePoints(whitespace)) in manifest is supported by only Swift "
                    + "≥ 5.4; the specified version \(version) supports only line feeds (U+000A) preceding the "
                    + "Swift tools version specification; consider moving the Swift tools version specification to "
                    + "the first line of the manifest"
            case .spacingAfterCommentMarkerPre5_4(let spacing, let version):
                let sequence =
                    spacing.isEmpty ? "zero spacing" : "horizontal whitespace sequence \(Self.codePoints(spacing))"
                return
                    "\(sequence) "
                    + "between '//' and 'swift-tools-version' is supported by only Swift ≥ 5.4; consider "
                    + "replacing the sequence with a single space (U+0020) for Swift \(version)"
            case .spacingAfterLabelPre5_4(let spacing, let version):
                return
                    "horizontal whitespace sequence \(Self.codePoints(spacing)) immediately preceding the version "
                    + "specifier is supported by only Swift ≥ 5.4; consider removing the sequence for Swift "
                    + "\(version)"
            case .unidentifiedPre5_4(let version):
                return
                    "the manifest is backward-incompatible with Swift < 5.4, but the package manager is unable to "
                    + "pinpoint the exact incompatibility; consider replacing the current Swift tools version "
                    + "specification with '\(version.specification())' to specify Swift \(version) as the lowest "
                    + "Swift version supported by the project, then move the new specification to the very "
                    + "beginning of this manifest file; additionally, please consider filing a bug report on "
                    + "https://bugs.swift.org with this file attached"
            case .notOnFirstLinePre6_0:
                return
                    "the manifest is backward-incompatible with Swift < 6.0 because the tools-version was specified in "
                    + "a subsequent line of the manifest, not the first line. Either move the tools-version "
                    + "specification or increase the required tools-version of your manifest"
            case .notUTF8:
                return "the package manifest at '\(manifestFileName)' cannot be decoded using UTF-8"
            case .empty:
                return "'\(manifestFileName)' is empty"
            case .unreadable(let reason):
                return "cannot read '\(manifestFileName)' (\(reason))"
            }
        }

        /// `[U+0020, U+0009]`, as SwiftPM lists whitespace it rejects.
        private static func codePoints(_ text: String) -> String {
            let points = text.unicodeScalars.map { scalar -> String in
                let hex = String(scalar.value, radix: 16).uppercased()
                return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
            return "[\(points.joined(separator: ", "))]"
        }
    }

    /// The tools version of a manifest's bytes, or why SwiftPM would not read one.
    static func parse(_ bytes: [UInt8]) -> Result<ManifestToolsVersion, Failure> {
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(.notUTF8) }
        guard !text.isEmpty else { return .failure(.empty) }
        return parse(text)
    }

    /// The tools version of a manifest's text (`ToolsVersionParser.parse(utf8String:)`).
    static func parse(_ text: String) -> Result<ManifestToolsVersion, Failure> {
        let firstError: Failure
        switch parseFirstSpecification(text[...]) {
        case .success(let version): return .success(version)
        case .failure(let error): firstError = error
        }
        // SwiftPM keeps looking further down the file.
        var rest = text[...]
        while let newline = rest.firstIndex(where: { $0.isNewline }) {
            rest = rest[rest.index(after: newline)...]
            if !rest.isEmpty, case .success(let version) = parseFirstSpecification(rest) {
                return version >= .v6_0 ? .success(version) : .failure(.notOnFirstLinePre6_0(version))
            }
        }
        return .failure(firstError)
    }

    /// The parts of the specification line, split as SwiftPM splits them (`ToolsVersionParser.split`).
    private struct Components {
        var leadingWhitespace: Substring
        var commentMarker: Substring
        var spacingAfterCommentMarker: Substring
        var label: Substring
        var spacingAfterLabel: Substring
        var versionSpecifier: Substring
    }

    private static func split(_ manifest: Substring) -> Components {
        let start = manifest.firstIndex(where: { !$0.isWhitespace }) ?? manifest.endIndex
        let lineEnd = manifest[start...].firstIndex(where: \.isNewline) ?? manifest.endIndex
        let line = manifest[start..<lineEnd]
        let markerEnd = line.firstIndex(where: { $0 != "/" && $0 != "*" }) ?? line.endIndex
        let labelStart = line[markerEnd...].firstIndex(where: { !$0.isWhitespace }) ?? line.endIndex
        let fromLabel = line[labelStart...]
        let labelEnd: Substring.Index
        let versionStart: Substring.Index
        if fromLabel.lowercased().hasPrefix("swift-tools-version:"), let colon = fromLabel.firstIndex(of: ":") {
            labelEnd = fromLabel.index(after: colon)
            versionStart = fromLabel[labelEnd...].firstIndex(where: { !$0.isWhitespace }) ?? fromLabel.endIndex
        } else {
            versionStart = fromLabel.firstIndex(where: \.isNumber) ?? line.endIndex
            labelEnd = line[labelStart..<versionStart].firstIndex(where: \.isWhitespace) ?? versionStart
        }
        let terminator = line[versionStart...].firstIndex(of: ";") ?? line.endIndex
        return Components(
            leadingWhitespace: manifest[..<start],
            commentMarker: line[..<markerEnd],
            spacingAfterCommentMarker: line[markerEnd..<labelStart],
            label: line[labelStart..<labelEnd],
            spacingAfterLabel: line[labelEnd..<versionStart],
            versionSpecifier: line[versionStart..<terminator]
        )
    }

    /// One attempt on the first non-blank line of `manifest` (`ToolsVersionParser._parse`).
    private static func parseFirstSpecification(_ manifest: Substring) -> Result<ManifestToolsVersion, Failure> {
        let parts = split(manifest)
        // No comment marker on the first line: `missing`, unless a later line holds the specification.
        guard !parts.commentMarker.isEmpty else { return .failure(.missing) }
        guard !parts.label.isEmpty else { return .failure(.labelMissing) }
        guard !parts.versionSpecifier.isEmpty else { return .failure(.versionMissing) }
        let wellFormed = parts.commentMarker == "//" && parts.label.lowercased() == "swift-tools-version:"
        guard wellFormed else {
            if parts.commentMarker != "//" { return .failure(.commentMarkerMisspelt(String(parts.commentMarker))) }
            if parts.label.lowercased() != "swift-tools-version:" {
                return .failure(.labelMisspelt(String(parts.label)))
            }
            return .failure(.unidentified)
        }
        guard let version = ManifestToolsVersion(string: String(parts.versionSpecifier)) else {
            return .failure(.versionMisspelt(String(parts.versionSpecifier)))
        }
        let onlyLineFeedsBefore = parts.leadingWhitespace.allSatisfy { $0 == "\n" }
        let compatibleBefore5_4 =
            onlyLineFeedsBefore && parts.spacingAfterCommentMarker == "\u{20}" && parts.spacingAfterLabel.isEmpty
        guard version >= .v5_4 || compatibleBefore5_4 else {
            if !onlyLineFeedsBefore {
                return .failure(.leadingWhitespacePre5_4(String(parts.leadingWhitespace), version))
            }
            if parts.spacingAfterCommentMarker != "\u{20}" {
                return .failure(.spacingAfterCommentMarkerPre5_4(String(parts.spacingAfterCommentMarker), version))
            }
            if !parts.spacingAfterLabel.isEmpty {
                return .failure(.spacingAfterLabelPre5_4(String(parts.spacingAfterLabel), version))
            }
            return .failure(.unidentifiedPre5_4(version))
        }
        return .success(version)
    }
}
