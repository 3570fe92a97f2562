// Fuzz target: the symbol lexer (declarations and the names a file uses) on arbitrary bytes.
import ArchLintSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let symbols = SymbolScanner.scan(UnsafeRawBufferPointer(start: start, count: count))
    for declaration in symbols.declarations {
        precondition(declaration.line >= 1 && declaration.column >= 1)
    }
    return 0
}
