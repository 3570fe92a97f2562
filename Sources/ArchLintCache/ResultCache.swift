import Foundation
import ArchLintSupport
import ArchLintPackage
import ArchLintGraph
import ArchLintRules

/// Whole `check` results, remembered between runs: a warm run with nothing changed reads one
/// file and stats every input, instead of walking the tree, building the graph and judging it.
///
/// An entry belongs to one key: the archlint build, the package root, the working directory
/// (paths in notices are relative to it), the `--config` option, the rules' content digest, the
/// build selection (`--platform`, `--configuration`, `-D`), the `swift` executable (path and
/// stamp) and the environment variables that steer manifest evaluation. It holds every input of
/// the run that produced it (`InputRecorder`): each folder listed (adding, removing or renaming
/// an entry changes its stamp), each file read (sources, manifests), and each path looked for
/// and not found; plus the variables the manifests name literally. The entry is reused only when
/// every input stats exactly as recorded (size, mtime, ctime, inode, device; still missing when
/// missing) and every variable has its recorded value.
///
/// An entry is written only when no input changed during the run or within `racyWindow` seconds
/// before it (a second edit within one clock tick could keep a stamp); such a run is simply not
/// remembered. Files: `results/<SHA-256 of the key>.bin`, written through `CacheFolder`.
package final class ResultCache: @unchecked Sendable {
    static let magic = Array("archlint-results\n".utf8)
    static let formatVersion: UInt8 = 3

    package let directory: String
    /// Every read and write goes through it: never through a symbolic link.
    let folder: CacheFolder
    /// Seconds before the run during which a changed input keeps the run from being stored.
    package var racyWindow: Int64 = 2
    /// How the last `lookup` went (for tests and the benchmark).
    package private(set) var lastOutcome: Outcome = .notAsked
    /// After a `.changed` lookup: the first input found changed, or the variable that differs.
    package private(set) var lastChange: String?

    package enum Outcome: Sendable, Equatable {
        case notAsked
        case hit
        /// No entry for the key, or an unreadable one.
        case noEntry
        /// The entry's inputs or variables differ now.
        case changed
    }

    package init(directory: String, folder: CacheFolder? = nil) {
        self.directory = directory
        self.folder = folder ?? CacheFolder(path: directory)
    }

    /// What a run produced, minus the configuration (loaded anew each run) and the graph.
    package struct Payload {
        package var violations: [Violation]
        package var notices: [Notice]
        package var filesScanned: Int
        package var isPartial: Bool
        /// Target modules the rules judged.
        package var modulesChecked: Int
        /// What was read and inferred.
        package var summary: InputSummary?
        /// What each rule had to check.
        package var coverage: [RuleCoverage]

        package init(
            violations: [Violation], notices: [Notice], filesScanned: Int, isPartial: Bool, modulesChecked: Int,
            summary: InputSummary? = nil, coverage: [RuleCoverage] = []
        ) {
            self.violations = violations
            self.notices = notices
            self.filesScanned = filesScanned
            self.isPartial = isPartial
            self.modulesChecked = modulesChecked
            self.summary = summary
            self.coverage = coverage
        }
    }

    /// `Payload` as stored: findings sharing a plan (an edge's findings under several rules)
    /// store it once.
    struct StoredPayload: Codable {
        var violations: [Violation]
        /// Index into `plans` per finding.
        var planIndices: [Int?]
        var plans: [FixPlan]
        var notices: [Notice]
        var filesScanned: Int
        var isPartial: Bool
        var modulesChecked: Int
        var summary: InputSummary?
        var coverage: [RuleCoverage]?

        init(_ payload: Payload) {
            var plans: [FixPlan] = []
            var indexByPlan: [FixPlan: Int] = [:]
            planIndices = payload.violations.map { violation in
                guard let plan = violation.plan else { return nil }
                if let index = indexByPlan[plan] { return index }
                indexByPlan[plan] = plans.count
                plans.append(plan)
                return plans.count - 1
            }
            violations = payload.violations.map { violation in
                var violation = violation
                violation.plan = nil
                return violation
            }
            self.plans = plans
            notices = payload.notices
            filesScanned = payload.filesScanned
            isPartial = payload.isPartial
            modulesChecked = payload.modulesChecked
            summary = payload.summary
            coverage = payload.coverage
        }

        var payload: Payload? {
            guard planIndices.count == violations.count,
                planIndices.allSatisfy({ $0.map { plans.indices.contains($0) } ?? true })
            else { return nil }
            let restored = zip(violations, planIndices).map { violation, index in
                var violation = violation
                violation.plan = index.map { plans[$0] }
                return violation
            }
            return Payload(
                violations: restored, notices: notices, filesScanned: filesScanned, isPartial: isPartial,
                modulesChecked: modulesChecked, summary: summary, coverage: coverage ?? [])
        }
    }

    /// The stored result for `key` when every input is unchanged; nil otherwise.
    package func lookup(key: String, environment: [String: String]) -> Payload? {
        guard let data = folder.contents(of: entryPath(key), limit: Int(Int32.max)) else {
            lastOutcome = .noEntry
            return nil
        }
        let outcome: (Outcome, String?, Payload?) = data.withUnsafeBytes { whole in
            // The last 8 bytes are the checksum of the rest: a damaged entry is no entry.
            guard whole.count >= 8,
                CacheChecksum.stored(in: whole, at: whole.count - 8)
                    == CacheChecksum.of(UnsafeRawBufferPointer(rebasing: whole[..<(whole.count - 8)]))
            else { return (.noEntry, nil, nil) }
            let bytes = UnsafeRawBufferPointer(rebasing: whole[..<(whole.count - 8)])
            let header = Self.magic + [Self.formatVersion]
            guard bytes.count >= header.count, header.elementsEqual(bytes[0..<header.count]) else {
                return (.noEntry, nil, nil)
            }
            var reader = ByteReader(bytes, offset: header.count)
            guard let storedKey = reader.block(), storedKey.elementsEqual(key.utf8), let variableCount = reader.u32()
            else {
                return (.noEntry, nil, nil)
            }
            for _ in 0..<variableCount {
                guard let name = reader.string(), let isSet = reader.u8(), let value = reader.string() else {
                    return (.noEntry, nil, nil)
                }
                if environment[name] != (isSet == 1 ? value : nil) {
                    return (.changed, "environment variable \(name)", nil)
                }
            }
            guard let inputs = reader.block(), let payloadBytes = reader.block(), reader.isAtEnd else {
                return (.noEntry, nil, nil)
            }
            // The payload decodes while the inputs are checked (the stat calls leave a core idle
            // part of the time); it is dropped if an input changed.
            let decoded = DecodedPayload()
            let payloadData = Data(payloadBytes)
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) {
                decoded.value = (try? JSONDecoder().decode(StoredPayload.self, from: payloadData))?.payload
            }
            let check = ResultCacheInputs.check(inputs)
            group.wait()
            switch check {
            case .malformed: return (.noEntry, nil, nil)
            case .changed(let path): return (.changed, path, nil)
            case .unchanged: break
            }
            guard let payload = decoded.value else {
                return (.noEntry, nil, nil)
            }
            return (.hit, nil, payload)
        }
        lastOutcome = outcome.0
        lastChange = outcome.1
        return outcome.2
    }

    /// Remembers a run's result, unless an input changed since `runStart - racyWindow` (then
    /// returns false).
    ///
    /// `knownStamps`: stamps this run already took of some inputs when it read them (the import
    /// scan's, `ScanCache.vouchedStamps`), used instead of a second `stat` of tens of thousands
    /// of sources. A file changed after it was read then differs from its stored stamp, so the
    /// next lookup misses, as it must: the result was computed from the content of that stamp.
    @discardableResult
    package func store(
        key: String, inputs: [String], environment: [String: String], payload: Payload, runStart: Int64,
        knownStamps: [String: FileStamp] = [:]
    ) -> Bool {
        let threshold = runStart - racyWindow
        func isRacy(_ stamp: FileStamp?) -> Bool {
            guard let stamp else { return false }
            return stamp.mtimeSeconds >= threshold || stamp.ctimeSeconds >= threshold
        }
        // The inputs without a known stamp first: after an edit, the edited file is among them
        // (its stamp is racy, so the scan vouched for nothing) and the run is not stored.
        let unknown = knownStamps.isEmpty ? inputs : inputs.filter { knownStamps[$0] == nil }
        let statted = Self.stamps(unknown)
        if statted.contains(where: isRacy) { return false }
        let stamps: [FileStamp?]
        if knownStamps.isEmpty {
            stamps = statted
        } else {
            var next = statted.makeIterator()
            stamps = inputs.map { path in knownStamps[path] ?? next.next()! }
            if stamps.contains(where: isRacy) { return false }
        }
        // Variables the manifests name literally (the manifest cache keys on them too).
        var names: Set<String> = []
        for path in inputs where Self.isManifest(path) {
            if let data = FileManager.default.contents(atPath: path) {
                names.formUnion(ManifestCache.environmentNames(in: String(decoding: data, as: UTF8.self)))
            }
        }
        guard let payloadData = try? JSONEncoder().encode(StoredPayload(payload)) else { return true }
        var writer = ByteWriter()
        writer.raw(Self.magic + [Self.formatVersion])
        writer.block(Array(key.utf8))
        writer.u32(UInt32(names.count))
        for name in names.sorted() {
            writer.block(Array(name.utf8))
            writer.u8(environment[name] == nil ? 0 : 1)
            writer.block(Array((environment[name] ?? "").utf8))
        }
        writer.block(ResultCacheInputs.encode(inputs, stamps))
        writer.block(payloadData)
        writer.raw(CacheChecksum.bytes(CacheChecksum.of(writer.bytes)))
        // A cache that cannot be written is only slower; never an error.
        folder.write(Data(writer.bytes), to: entryPath(key))
        return true
    }

    package static func isManifest(_ path: String) -> Bool {
        // Called for every input (tens of thousands): byte-wise basename, no NSString bridge.
        let name = SourceDiscovery.DiscoveryPath.basename(of: path)
        return name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    private func entryPath(_ key: String) -> String {
        (directory as NSString).appendingPathComponent("results/\(SHA256.hex(key)).bin")
    }

    // MARK: Stamps

    /// Stats every path, across the machine's cores.
    static func stamps(_ paths: [String]) -> [FileStamp?] {
        ParallelMap.map(chunks(paths.count)) { range in
            var stater = FolderStater()
            defer { stater.close() }
            return range.map { stater.stamp(paths[$0]) }
        }.flatMap { $0 }
    }

    /// Index ranges of about 4,096 paths.
    static func chunks(_ count: Int) -> [Range<Int>] {
        stride(from: 0, to: count, by: 4096).map { $0..<min($0 + 4096, count) }
    }

}

/// Stats paths relative to an open descriptor of their folder, reused while consecutive paths
/// share it (sorted paths mostly do): the kernel then resolves one name, not the whole path.
struct FolderStater {
    private var folder = ""
    private var descriptor: Int32 = -1

    mutating func stamp(_ path: String) -> FileStamp? {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex else {
            return FileStamp(path: path)
        }
        let parent = String(path[..<slash])
        if parent != folder {
            close()
            folder = parent
            descriptor = FileSystemName.withCString(parent) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        }
        guard descriptor >= 0 else { return FileStamp(path: path) }
        let name = path[path.utf8.index(after: slash)...]
        var status = stat()
        // Follows symbolic links, as `FileStamp(path:)` does.
        guard FileSystemName.withCString(String(name), { fstatat(descriptor, $0, &status, 0) }) == 0 else { return nil }
        return FileStamp(status)
    }

    mutating func close() {
        if descriptor >= 0 { _ = Foundation.close(descriptor) }
        descriptor = -1
        folder = ""
    }
}

/// A payload decoded on another thread; read after the group it ran in is waited for.
final class DecodedPayload: @unchecked Sendable {
    var value: ResultCache.Payload?
}

/// A flag workers raise to tell each other to stop.
final class ChangeFlag: Sendable {
    private let value = Locked(false)
    var isSet: Bool { value.withLock { $0 } }
    func set() { value.withLock { $0 = true } }
}
