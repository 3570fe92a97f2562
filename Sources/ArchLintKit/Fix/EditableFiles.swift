import Foundation
import ArchLintSupport

/// Which declaration files `archlint fix` may write, and how it writes them.
///
/// A repository is input: its `Package.swift` or `project.pbxproj` may be a symbolic link, or
/// lie in a folder that is one, leading out of the package root; fix then refuses the file
/// (as the source walk refuses such folders) instead of editing whatever the link points at.
/// A file someone made read-only is refused too, and one that an edited copy could not give
/// the same owner and group. Every other file is replaced whole (`AtomicFile`), keeping its
/// mode, owner and group: an edit changes the content only.
struct EditableFiles {
    /// The package root as given (standardized) and with its links resolved.
    let root: String
    let resolvedRoot: String
    let displayPath: (String) -> String

    init(root: String, displayPath: @escaping (String) -> String) {
        self.root = root
        resolvedRoot = PathUtilities.resolvingSymlinks(root)
        self.displayPath = displayPath
    }

    /// Why a removal is not made when part of the input could not be read.
    static let partialInputReason =
        "part of the input could not be read (see the errors above), and a file archlint did not read may use this "
        + "dependency; fix what could not be read, then run fix again"

    /// Why `file` must not be edited, or nil when it may be.
    func refusal(for file: String) -> String? {
        let shown = displayPath(file)
        // Inside the root as written, outside once links are resolved: the link decides where
        // the edit would land, and the repository decides where the link leads.
        if PathUtilities.isInside(file, root) || PathUtilities.isInside(file, resolvedRoot) {
            guard let resolved = PathUtilities.realPath(file) else {
                return FixerMessages.unresolvable(shown)
            }
            if !PathUtilities.isInside(resolved, resolvedRoot) {
                let how = Self.isLink(file) ? "is a symbolic link" : "lies in a folder that is a symbolic link"
                return FixerMessages.leadsOutOfRoot(shown, how: how, to: resolved)
            }
        }
        if let problem = AtomicFile.replacementProblem(at: file) {
            return "'\(shown)' is not edited: \(problem)"
        }
        return nil
    }

    /// Writes `text` as the new content of `file`, keeping its mode, owner and group.
    func write(_ text: String, to file: String) throws(ToolError) {
        try AtomicFile.replaceKeepingAttributes(Data(text.utf8), at: file, displayPath: displayPath(file))
    }

    static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }
}

extension FixerMessages {
    static func unresolvable(_ file: String) -> String {
        "'\(file)' cannot be resolved (a dangling symbolic link, or a folder on the way that cannot be searched)"
    }

    /// `how` says which link leads out ("is a symbolic link", "lies in a folder that is a symbolic link").
    static func leadsOutOfRoot(_ file: String, how: String, to resolved: String) -> String {
        "'\(file)' \(how) leading out of the package root (to '\(resolved)'); archlint edits no file outside the "
            + "root: edit it where it is, if the edit is wanted"
    }
}
