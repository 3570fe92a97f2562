import Foundation
import ArchLintSupport

/// What was computed for a commit, remembered by key (`archlint diff` keeps each base side
/// here, keyed by commit, rules, build selection and archlint build): a commit never changes,
/// so an entry is reused until the cache is cleaned.
///
/// One file per entry under `revisions/`, named by SHA-256 of the key and written once through
/// `CacheFolder`; it starts with a header line naming the format and the key's digest, then a
/// SHA-256 of the payload: a damaged or foreign file is ignored and replaced.
package final class RevisionCache: Sendable {
    static let header = "archlint-revision-cache 1"

    package let directory: String
    /// Every read and write goes through it: never through a symbolic link.
    let folder: CacheFolder

    package init(directory: String, folder: CacheFolder? = nil) {
        self.directory = (directory as NSString).appendingPathComponent("revisions")
        self.folder = folder ?? CacheFolder(path: directory)
    }

    private func path(_ digest: String) -> String {
        (directory as NSString).appendingPathComponent("\(digest).txt")
    }

    /// The payload stored for `key`; nil when there is none or it does not vouch for itself.
    package func lookup(key: String) -> String? {
        let digest = SHA256.hex(key)
        // A regular file of bounded size, like every JSON document archlint reads.
        guard let data = folder.contents(of: path(digest), limit: InputLimits.jsonDocumentBytes) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        guard lines.count == 3, lines[0] == "\(Self.header) \(digest)" else { return nil }
        let payload = String(lines[2])
        return SHA256.hex(payload) == lines[1] ? payload : nil
    }

    /// Stores `payload` for `key`; a folder that cannot be written only costs the next run time.
    package func store(key: String, payload: String) {
        let digest = SHA256.hex(key)
        folder.write(Data("\(Self.header) \(digest)\n\(SHA256.hex(payload))\n\(payload)".utf8), to: path(digest))
    }
}
