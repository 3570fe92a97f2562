// Fuzz target: the Xcode project reader (old-style property list parser, object graph, targets,
// build settings) on arbitrary `project.pbxproj` bytes, in a folder that does not exist.
import ArchLintPackage

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    _ = XcodeProjectReader.read(
        projectFileBytes: bytes, projectPath: "/nonexistent-archlint-fuzz/App.xcodeproj",
        root: "/nonexistent-archlint-fuzz")
    return 0
}
