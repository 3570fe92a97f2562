// Fuzz target: the static manifest reader (Package.swift read without running SwiftPM) on
// arbitrary bytes: the tools-version line, the tokenizer, the parser of the declarative subset
// and the evaluator over the PackageDescription table.
import ArchLintPackage

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    _ = StaticManifestReader.read(
        manifest: bytes, manifestPath: "/nonexistent-archlint-fuzz/Package.swift",
        packageDirectory: "/nonexistent-archlint-fuzz")
    return 0
}
