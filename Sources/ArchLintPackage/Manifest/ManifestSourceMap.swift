import Foundation
import ArchLintSupport

/// Where targets and their dependency entries are written in a `Package.swift`, so findings
/// about declarations (an unused dependency) point at the line to change.
///
/// `dump-package` carries no source positions, so this reads the manifest text: it finds each
/// `.target(name: "X"` style call, its balanced parentheses (skipping comments and string
/// literals), and the quoted names inside its `dependencies:` argument. A manifest that builds
/// its targets programmatically yields fewer positions; findings then point at the target, or
/// at the manifest's first line.
package struct ManifestSourceMap: Sendable {
    /// 1-based position of each target's declaration (`.target(`).
    package private(set) var targets: [String: TextPosition] = [:]
    /// Position of a dependency name string inside a target's `dependencies:`.
    package private(set) var dependencies: [String: [String: TextPosition]] = [:]

    package init(text: String) {
        let bytes = Array(text.utf8)
        let lineStarts = Self.lineStarts(bytes)
        func position(_ offset: Int) -> TextPosition {
            var low = 0, high = lineStarts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            return TextPosition(line: low + 1, column: offset - lineStarts[low] + 1)
        }
        let tokens = Self.tokens(bytes)
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            // `.target ( name : "X"` and friends.
            guard case .identifier(let call) = tokens[index].kind, Self.targetCalls.contains(call),
                index > 0, tokens[index - 1].kind == .punctuation(UInt8(ascii: ".")),
                index + 4 < tokens.count, tokens[index + 1].kind == .punctuation(UInt8(ascii: "(")),
                tokens[index + 2].kind == .identifier("name"),
                tokens[index + 3].kind == .punctuation(UInt8(ascii: ":")),
                case .string(let name) = tokens[index + 4].kind
            else { continue }
            targets[name] = position(tokens[index - 1].offset)
            // Walk the call's balanced parentheses looking for `dependencies: [ ... ]`.
            var depth = 0
            var cursor = index + 1
            var inDependencies = false
            var dependencyDepth = 0
            var found: [String: TextPosition] = [:]
            while cursor < tokens.count {
                let token = tokens[cursor]
                switch token.kind {
                case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")):
                    depth += 1
                case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")):
                    depth -= 1
                    if inDependencies && depth < dependencyDepth { inDependencies = false }
                case .identifier("dependencies") where depth == 1:
                    if cursor + 2 < tokens.count, tokens[cursor + 1].kind == .punctuation(UInt8(ascii: ":")),
                        tokens[cursor + 2].kind == .punctuation(UInt8(ascii: "["))
                    {
                        inDependencies = true
                        dependencyDepth = 2
                    }
                case .string(let value) where inDependencies:
                    // `.product(name: "X", package: "Y")`: the first string is the name.
                    let previous = cursor >= 2 ? tokens[cursor - 2].kind : .punctuation(0)
                    if previous != .identifier("package"), found[value] == nil {
                        found[value] = position(token.offset)
                    }
                default:
                    break
                }
                if depth == 0 { break }
                cursor += 1
            }
            dependencies[name] = found
        }
    }

    /// Reads the map of the `Package.swift` in `packageRoot`, if there is one.
    package static func load(packageRoot: String) -> ManifestSourceMap? {
        load(manifestPath: (packageRoot as NSString).appendingPathComponent("Package.swift"))
    }

    /// Reads the map of the manifest at `path` (`LoadedManifest.manifestPath`: the one SwiftPM
    /// uses, a `Package@swift-X.swift` included), if it can be read.
    package static func load(manifestPath path: String) -> ManifestSourceMap? {
        guard let data = try? FileBuffer.contents(of: path, limit: InputLimits.sourceFileBytes).get() else {
            return nil
        }
        return ManifestSourceMap(text: String(decoding: data, as: UTF8.self))
    }

    static let targetCalls: Set<String> = [
        "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
    ]

    enum TokenKind: Equatable {
        case identifier(String)
        case string(String)
        case punctuation(UInt8)
    }

    struct Token {
        var kind: TokenKind
        var offset: Int
    }

    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        return starts
    }

    /// Identifiers, string literals and punctuation, as the manifest editor reads them
    /// (`ManifestText`: comments and every string literal form, raw and multi-line included,
    /// skipped exactly); a literal with interpolation has no value and matches no name.
    static func tokens(_ bytes: [UInt8]) -> [Token] {
        ManifestText.tokenize(bytes).map { token in
            switch token.kind {
            case .word(let name): Token(kind: .identifier(name), offset: token.start)
            case .string(let value): Token(kind: .string(value ?? ""), offset: token.start)
            case .punctuation(let byte): Token(kind: .punctuation(byte), offset: token.start)
            }
        }
    }
}
