// Fuzz target: the `swift package dump-package` decoder, then source discovery of what it
// decoded against a package root that does not exist (target names and paths must stay inside
// it: nothing outside is looked at).
import Foundation
import ArchLintPackage

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = Data(UnsafeRawBufferPointer(start: start, count: count))
    guard let manifest = try? ManifestDecoder.decode(data) else { return 0 }
    let root = "/nonexistent-archlint-fuzz/package"
    let found = SourceDiscovery.discover(manifest: manifest, packageRoot: root)
    for target in found.targets {
        precondition(
            target.directory == root || target.directory.hasPrefix(root + "/"),
            "\(target.directory) is outside the package")
    }
    return 0
}
