import Foundation
import ArchLintSupport
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The Swift compiler that builds Tuist manifests, and what identifies it in cache keys.
struct TuistToolchain: Sendable {
    /// The `swiftc` executable (as found, not resolved: a toolchain shim stays a shim), or
    /// `swift-driver` where the toolchain ships no `swiftc` link.
    var swiftc: String
    /// Arguments before every invocation's own (`--driver-mode=swiftc` for `swift-driver`).
    var leadingArguments: [String] = []
    /// The executable's resolved path, size, modification time and inode: a toolchain that
    /// changes behind the same path changes the identity, and so every key built from it.
    var identity: String

    /// `swiftc` beside `swift` (the executable archlint runs SwiftPM with), else `swiftc` on
    /// `PATH` (`ARCHLINT_SWIFT_EXEC` names `swift`; its folder is searched first). Nil when none
    /// is found; `searched` then says where archlint looked.
    static func find(swift: String?, environment: [String: String]) -> Result<TuistToolchain, TuistToolchainNotFound> {
        var candidates: [String] = []
        if let swift, !swift.isEmpty {
            candidates.append(
                ((swift as NSString).deletingLastPathComponent as NSString).appendingPathComponent("swiftc"))
        }
        if let override = environment["ARCHLINT_SWIFT_EXEC"], !override.isEmpty {
            candidates.append(
                ((override as NSString).deletingLastPathComponent as NSString).appendingPathComponent("swiftc"))
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
            candidates.append((String(directory) as NSString).appendingPathComponent("swiftc"))
        }
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
            if let identity = identity(of: candidate) {
                return .success(TuistToolchain(swiftc: candidate, identity: identity))
            }
        }
        // Toolchains that ship only `swift-driver` beside `swift`.
        for candidate in candidates {
            let driver = ((candidate as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
                "swift-driver")
            if FileManager.default.isExecutableFile(atPath: driver), let identity = identity(of: driver) {
                return .success(
                    TuistToolchain(swiftc: driver, leadingArguments: ["--driver-mode=swiftc"], identity: identity))
            }
        }
        let searched = swift.map { "beside \($0) and " } ?? ""
        return .failure(TuistToolchainNotFound(searched: searched + "on PATH"))
    }

    static func identity(of executable: String) -> String? {
        let resolved = PathUtilities.realPath(executable) ?? executable
        var status = stat()
        guard stat(resolved, &status) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = "\(status.st_mtimespec.tv_sec).\(status.st_mtimespec.tv_nsec)"
        #else
            let modified = "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
        #endif
        return "\(executable) -> \(resolved) \(status.st_size) \(modified) \(status.st_ino)"
    }
}

/// No `swiftc` could be found to build the manifests with.
struct TuistToolchainNotFound: Error, Sendable {
    var searched: String
}
