import Foundation
// TEMPORARY until the discovery branch lands; deleted on merge.
public struct TargetSources: Sendable, Hashable {
    public var target: String
    public var directory: String
    public var files: [String]
    public var swiftFiles: [String] { files.filter { $0.hasSuffix(".swift") } }
}
public struct DiscoveryWarning: Sendable, Hashable { public var path: String; public var message: String }
public enum SourceDiscovery {
    public static func discover(manifest: PackageManifest, packageRoot: String) -> (targets: [TargetSources], warnings: [DiscoveryWarning]) {
        var out: [TargetSources] = []
        var warnings: [DiscoveryWarning] = []
        for t in manifest.targets where t.kind != .binary && t.kind != .system {
            let dir = PathUtilities.standardize(t.path ?? ((t.kind == .test ? "Tests/" : "Sources/") + t.name), relativeTo: packageRoot)
            guard let e = FileManager.default.enumerator(atPath: dir) else { warnings.append(.init(path: dir, message: "missing")); continue }
            var files: [String] = []
            while let f = e.nextObject() as? String { if f.hasSuffix(".swift") { files.append(dir + "/" + f) } }
            out.append(TargetSources(target: t.name, directory: dir, files: files.sorted()))
        }
        return (out, warnings)
    }
}
