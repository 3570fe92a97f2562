// Fuzz target: the import lexer on arbitrary bytes. Besides not crashing, every import it
// reports must lie inside the input (its line and column exist).
import ArchLintSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let result = ImportScanner.scanFile("fuzz.swift", bytes: bytes)
    var lines = 1
    for byte in bytes where byte == 0x0A || byte == 0x0D { lines += 1 }
    for item in result.imports {
        precondition(item.line >= 1 && item.line <= lines, "import on line \(item.line) of \(lines)")
        precondition(item.column >= 1 && item.column <= count + 1, "import at column \(item.column) of \(count) bytes")
        precondition(!item.path.isEmpty && item.conditions.count <= ImportLexer.maximumConditionDepth)
    }
    return 0
}
