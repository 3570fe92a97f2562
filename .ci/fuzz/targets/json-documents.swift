// Fuzz target: the JSON reader every input goes through, and the baseline reader on top of it.
import ArchLintSupport
import ArchLintKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    if let value = try? JSONParser.parse(text) {
        precondition(value.position.line >= 1 && value.position.column >= 1)
    }
    _ = try? Baseline.parse(text, file: "fuzz.json")
    return 0
}
