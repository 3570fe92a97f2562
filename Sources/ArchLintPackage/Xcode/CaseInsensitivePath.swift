import Foundation
import ArchLintSupport

/// Paths found the way the developer's Mac finds them. Xcode projects are written on
/// case-insensitive file systems (APFS's default), so a project may name `Version.public.xcconfig`
/// while the file is `Version.Public.xcconfig`: Xcode reads it, a case-sensitive checkout
/// (Linux, CI) does not. Only a unique match is taken; two entries that differ by case alone
/// (possible on a case-sensitive disk) leave the path unresolved.
enum CaseInsensitivePath {
    /// The path on disk that `path` (absolute, normalized, inside `root`, not existing as
    /// written) names on a case-insensitive file system, when each of its components below the
    /// root has exactly one entry of that spelling ignoring case; nil otherwise. The root's own
    /// path is taken as written.
    /// `recorder` is told every folder listed (an entry of another spelling appearing there
    /// changes the answer).
    static func resolve(_ path: String, root: String, recorder: InputRecorder? = nil) -> String? {
        guard XcodePath.isInside(path, root: root), path != root else { return nil }
        let relative = XcodePath.relative(path, to: root)
        var current = root
        var changed = false
        for component in relative.split(separator: "/") {
            let name = String(component)
            let exact = XcodePath.join(current, name)
            if access(exact, F_OK) == 0 {
                current = exact
                continue
            }
            recorder?.record(current)
            guard let entries = DirectoryListing.entries(of: current) else { return nil }
            let wanted = name.lowercased()
            let matches = entries.filter { $0.name.lowercased() == wanted }
            guard matches.count == 1 else { return nil }
            current = XcodePath.join(current, matches[0].name)
            changed = true
        }
        return changed ? current : nil
    }
}
