import Foundation
import ArchLintSupport

/// XcodeGen runs on macOS, whose disks ignore case: a spec naming `Teacher/Teacher.yml` finds
/// `Teacher/teacher.yml` there. On a case-sensitive disk (Linux CI) archlint finds such a path
/// the same way, and says that it did: the spec works only where case is ignored.
enum XcodeGenPathCase {
    /// `path` (absolute, inside `root`) when it exists; else the one existing path that differs
    /// from it only in the case of components below `root`; else nil.
    static func existing(_ path: String, root: String) -> (path: String, corrected: Bool)? {
        var status = stat()
        if stat(path, &status) == 0 { return (path, false) }
        guard XcodePath.isInside(path, root: root), path != root else { return nil }
        let relative = XcodePath.relative(path, to: root)
        var current = root
        for component in relative.split(separator: "/") {
            let candidate = XcodePath.join(current, String(component))
            if stat(candidate, &status) == 0 {
                current = candidate
                continue
            }
            guard let entries = DirectoryListing.entries(of: current) else { return nil }
            let lowered = component.lowercased()
            let matches = entries.filter { $0.name.lowercased() == lowered }
            guard matches.count == 1 else { return nil }
            current = XcodePath.join(current, matches[0].name)
        }
        return (current, true)
    }
}
