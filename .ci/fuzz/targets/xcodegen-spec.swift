// Fuzz target: the XcodeGen spec reader on arbitrary bytes as a `project.yml` in a folder that
// does not exist (includes, sources and xcconfig files are then missing): merging, templates,
// multi-platform targets, settings, dependencies. Every problem it reports is located in a spec.
import ArchLintPackage

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let reading = XcodeGenSpecReader.read(
        specPath: "/nonexistent-archlint-fuzz/project.yml", specBytes: bytes,
        root: "/nonexistent-archlint-fuzz")
    for problem in reading.problems {
        precondition(problem.line.map { $0 >= 1 } ?? true, "problem line \(problem)")
    }
    return 0
}
