import Foundation
import ArchLintSupport

/// The module a C-family target is imported as: what its module map declares.
///
/// SwiftPM imports a system library target by the `module` its `module.modulemap` declares
/// (`module CZlib [system] { ... }`), and a C target by the module map in its public headers
/// folder (`include/` by default) when it has one, else by the map it generates, named after the
/// target (as a C99 identifier). A dependency on such a target is used when some file imports
/// that module, whatever the target is called.
package enum ClangModuleMap {
    /// The module name of a system library target whose folder is `directory`, or of a C
    /// target (its `include/` folder holds the map, or the generated map names it after the
    /// target); nil when a system library has no readable module map.
    package static func moduleName(target: String, isSystemLibrary: Bool, directory: String) -> String? {
        let folder = isSystemLibrary ? directory : (directory as NSString).appendingPathComponent("include")
        let path = (folder as NSString).appendingPathComponent("module.modulemap")
        if let data = try? FileBuffer.contents(of: path, limit: InputLimits.sourceFileBytes).get(),
            let name = firstModule(in: String(decoding: data, as: UTF8.self))
        {
            return name
        }
        return isSystemLibrary ? nil : C99ExtendedIdentifier.mangle(target)
    }

    /// The name of the first top-level `module` a module map declares (`explicit`, `framework`
    /// and `extern` modifiers allowed; comments skipped).
    static func firstModule(in text: String) -> String? {
        var words: [String] = []
        var current = ""
        var index = text.startIndex
        func flush() { if !current.isEmpty { words.append(current); current = "" } }
        while index < text.endIndex {
            let character = text[index]
            if character == "/", text.index(after: index) < text.endIndex {
                let next = text[text.index(after: index)]
                if next == "/" {
                    flush()
                    while index < text.endIndex, text[index] != "\n" { index = text.index(after: index) }
                    continue
                }
                if next == "*", let end = text.range(of: "*/", range: index..<text.endIndex) {
                    flush()
                    index = end.upperBound
                    continue
                }
            }
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                current.append(character)
            } else {
                flush()
                if character == "{" { words.append("{") }
            }
            index = text.index(after: index)
        }
        flush()
        guard let position = words.firstIndex(of: "module"), position + 1 < words.count, words[position + 1] != "{"
        else { return nil }
        let prefix = words[..<position]
        guard prefix.allSatisfy({ ["explicit", "framework", "extern"].contains($0) }) else { return nil }
        return words[position + 1]
    }
}
