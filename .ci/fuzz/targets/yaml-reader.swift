// Fuzz target: archlint's YAML reader on arbitrary bytes (every document of the stream), then the
// same bytes as JSON read into YAML nodes. Besides "no crash, no hang": every position lies in
// the input, every byte range inside it, and no document stands for more nodes than the bound.
import ArchLintSupport

func check(_ node: YAMLNode, _ count: Int) {
    precondition(node.position.line >= 1 && node.position.column >= 1, "position \(node.position)")
    precondition(node.range.lowerBound >= 0 && node.range.upperBound <= count, "range \(node.range) of \(count) bytes")
    precondition(
        node.expandedSize >= 1 && node.expandedSize <= YAMLParser.maximumExpandedNodes, "size \(node.expandedSize)")
    // Aliases are shared copies: walk each anchored node once.
    guard node.alias == nil else { return }
    switch node.content {
    case .scalar: break
    case .sequence(let elements): for element in elements { check(element, count) }
    case .mapping(let entries):
        for entry in entries where !entry.isMerged {
            check(entry.key, count)
            check(entry.value, count)
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    do {
        for document in try YAMLParser.parseStream(bytes) { check(document, count) }
    } catch {
        precondition(error.position.line >= 1 && error.position.column >= 1, "error position \(error.position)")
    }
    if let json = try? JSONParser.parse(bytes: bytes) { _ = YAMLNode(json: json) }
    return 0
}
