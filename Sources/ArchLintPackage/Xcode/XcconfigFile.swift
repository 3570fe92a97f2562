import Foundation
import ArchLintSupport

/// The assignments of an `.xcconfig` file, its `#include`s read in place, in file order.
///
/// Reads `KEY = value` lines (a trailing `;` dropped, `//` starting a comment anywhere, as Xcode
/// does), `#include "file"` and `#include? "file"`. A conditional assignment `KEY[sdk=...] = value`
/// is not evaluated: it is reported in `conditionalKeys`. Include paths that leave the root are
/// refused.
///
/// A relative include is looked for as Xcode's build system (Swift Build's `MacroConfigFileLoader`)
/// looks for it: in the folder of the including file, then in the folders of the files that
/// included that one (innermost first), then in the project's source root (`SRCROOT`, the folder
/// of the `.xcodeproj`); at each place also with `.xcconfig` appended when the name has no
/// extension. The first that exists is read. One found nowhere is a warning naming the file (its
/// settings are not applied), never an error: `#include?` is silent.
struct XcconfigFile {
    struct Assignment {
        var key: String
        var value: String
    }

    var assignments: [Assignment] = []
    /// `KEY[condition]` spellings met, which archlint does not evaluate.
    var conditionalKeys: [String] = []
    var problems: [XcodeProblem] = []
    /// Whether every file of it was read (a note, such as a case-insensitive match, loses
    /// nothing): settings it assigns may otherwise be missing.
    var isComplete: Bool { !problems.contains { $0.severity != .note } }

    /// Reads `path` (absolute, normalized, inside `root`); `recorder` is told every file read or
    /// looked for.
    ///
    /// `sourceRoot` is the project's source root, the last place a relative include is looked for
    /// (nil: only the including files' folders).
    init(path: String, root: String, sourceRoot: String? = nil, recorder: InputRecorder? = nil) {
        var visiting: [String] = []
        self.sourceRoot = sourceRoot
        read(path: path, root: root, includedFrom: nil, optional: false, visiting: &visiting, recorder: recorder)
    }

    private let sourceRoot: String?

    private mutating func read(
        path: String, root: String, includedFrom: (file: String, line: Int)?, optional: Bool,
        visiting: inout [String], recorder: InputRecorder?
    ) {
        guard !visiting.contains(path), visiting.count < 32 else {
            problems.append(
                XcodeProblem(
                    path: includedFrom?.file ?? path, line: includedFrom?.line, severity: .warning,
                    message:
                        "'\(path)' includes itself (directly or through other files); the repeated include is skipped"))
            return
        }
        recorder?.record(path)
        var path = path
        let data: Data
        switch FileBuffer.contents(of: path, limit: InputLimits.projectFileBytes) {
        case .success(let contents):
            data = contents
        case .failure(let failure):
            let missing = failure.code == ENOENT || failure.code == ENOTDIR
            // Written on a case-insensitive disk: the Mac reads `Version.Public.xcconfig` for
            // `Version.public.xcconfig`, so archlint does too, and says so.
            if missing, let found = CaseInsensitivePath.resolve(path, root: root, recorder: recorder),
                case .success(let contents) = FileBuffer.contents(of: found, limit: InputLimits.projectFileBytes)
            {
                recorder?.record(found)
                problems.append(
                    XcodeProblem(
                        path: includedFrom?.file ?? path, line: includedFrom?.line, severity: .note,
                        message:
                            "the build settings file '\(path)' is spelled '\(XcodePath.basename(of: found))' on disk; "
                            + "read it as a Mac's case-insensitive file system does (rename one of them so the "
                            + "names agree)"
                    ))
                path = found
                data = contents
                break
            }
            if optional { return }
            if missing, let pods = Self.absentPodsFolder(of: path) {
                // One summary for all of them (see `XcodeProblem.Kind.podsNotInstalled`).
                problems.append(
                    XcodeProblem(
                        path: pods, severity: .warning,
                        message:
                            "cannot read the build settings file '\(path)': CocoaPods' Pods folder is absent; its "
                            + "settings are not applied",
                        kind: .podsNotInstalled))
                return
            }
            problems.append(
                XcodeProblem(
                    path: includedFrom?.file ?? path, line: includedFrom?.line, severity: .warning,
                    message: "cannot read the build settings file '\(path)' (\(failure)); its settings are not applied")
            )
            return
        }
        visiting.append(path)
        defer { visiting.removeLast() }
        let text = String(decoding: data, as: UTF8.self)
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = Substring(rawLine)
            if line.hasSuffix("\r") { line = line.dropLast() }
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            if trimmed.hasPrefix("#include") {
                include(
                    directive: trimmed, file: path, line: lineNumber, root: root, visiting: &visiting,
                    recorder: recorder)
                continue
            }
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
            guard !key.isEmpty else { continue }
            if key.contains("[") {
                conditionalKeys.append(key)
                continue
            }
            assignments.append(Assignment(key: key, value: value))
        }
    }

    /// The `Pods` folder that `path` lies in when it is absent beside a `Podfile`: a CocoaPods
    /// project before `pod install`, whose `.xcconfig` files CocoaPods generates there.
    static func absentPodsFolder(of path: String) -> String? {
        var folder = XcodePath.parent(of: path)
        while folder != "/" {
            if XcodePath.basename(of: folder) == "Pods" {
                let project = XcodePath.parent(of: folder)
                let hasPodfile = access(XcodePath.join(project, "Podfile"), F_OK) == 0
                return hasPodfile && access(folder, F_OK) != 0 ? folder : nil
            }
            folder = XcodePath.parent(of: folder)
        }
        return nil
    }

    private mutating func include(
        directive: Substring, file: String, line: Int, root: String, visiting: inout [String],
        recorder: InputRecorder?
    ) {
        var rest = directive.dropFirst("#include".count)
        let optional = rest.hasPrefix("?")
        if optional { rest = rest.dropFirst() }
        rest = rest.drop(while: { $0 == " " || $0 == "\t" })
        guard rest.hasPrefix("\""), let close = rest.dropFirst().firstIndex(of: "\"") else {
            problems.append(
                XcodeProblem(
                    path: file, line: line, severity: .warning,
                    message: "'\(directive)': expected a quoted file name after #include"))
            return
        }
        let name = String(rest[rest.index(after: rest.startIndex)..<close])
        // `<DEVELOPER_DIR>/...` names Xcode's own files, which are not under the root.
        if name.hasPrefix("<") {
            problems.append(
                XcodeProblem(
                    path: file, line: line, severity: .warning,
                    message: "'\(name)' is outside the project; its settings are not applied"))
            return
        }
        var target = XcodePath.resolve(name, against: XcodePath.parent(of: file))
        if !name.hasPrefix("/") {
            // The including file's folder, those of the files that included it, the source root.
            var folders: [String] = []
            for folder in visiting.reversed().map(XcodePath.parent(of:)) + [sourceRoot].compactMap({ $0 })
            where !folders.contains(folder) {
                folders.append(folder)
            }
            let names = XcodePath.fileExtension(of: name) == nil ? [name, name + ".xcconfig"] : [name]
            let candidates = folders.flatMap { folder in names.map { XcodePath.resolve($0, against: folder) } }
                .filter { XcodePath.isInside($0, root: root) }
            if let found = candidates.first(where: { candidate in
                recorder?.record(candidate)
                return access(candidate, R_OK) == 0
            }) {
                target = found
            } else if let pods = candidates.first(where: { Self.absentPodsFolder(of: $0) != nil }) {
                // CocoaPods' generated files before `pod install`: said once for the Pods folder.
                target = pods
            } else if !optional, CaseInsensitivePath.resolve(target, root: root, recorder: recorder) == nil,
                XcodePath.isInside(target, root: root)
            {
                let looked = folders.map { XcodePath.relative($0, to: root) }.map { $0.isEmpty ? "." : $0 }
                problems.append(
                    XcodeProblem(
                        path: file, line: line, severity: .warning,
                        message: "included file '\(name)' is found in none of the folders "
                            + "Xcode looks in "
                            + "(\(looked.joined(separator: ", "))); its settings are not applied"))
                return
            }
        }
        guard XcodePath.isInside(target, root: root) else {
            // `#include?` names a file the build does without (often a developer's own settings
            // beside the checkout): a note, since Xcode builds the same when it is absent.
            problems.append(
                XcodeProblem(
                    path: file, line: line, severity: optional ? .note : .warning,
                    message: optional
                        ? "optional include '\(name)' lies outside the root (\(root)); not read (`#include?`: "
                            + "the build does without it where it is absent)"
                        : "'\(name)' resolves outside the root (\(root)); not read"))
            return
        }
        read(
            path: target, root: root, includedFrom: (file, line), optional: optional, visiting: &visiting,
            recorder: recorder)
    }
}
