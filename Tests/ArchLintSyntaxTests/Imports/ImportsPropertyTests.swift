import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintSyntax
@testable import ArchLintSyntheticTree
@testable import ArchLintTestSupport

/// Seeded property tests: generated files whose imports are known from the generator's model,
/// and random byte mutations that must never crash or hang the scanner.
@Suite struct ImportsPropertyTests {
    static let seeds: [UInt64] = Array(1...40)

    static func source(seed: UInt64, crlf: Bool = false) -> SyntheticSource {
        var generator = SyntheticSourceGenerator(
            seed: seed, importable: ["Foundation", "CoreModels", "os", "SearchFeature"],
            typeName: "Sample\(seed)", declarationCount: 6, crlf: crlf)
        return generator.generate()
    }

    @Test(arguments: seeds)
    func scanMatchesModel(seed: UInt64) {
        let source = Self.source(seed: seed)
        let scanned = ImportScanner.scan(source.text)
        #expect(scanned.count == source.imports.count, "seed \(seed)")
        for (got, want) in zip(scanned, source.imports) {
            #expect(got == want, "seed \(seed), line \(want.line)")
        }
    }

    @Test(arguments: seeds.prefix(10))
    func crlfMatchesModel(seed: UInt64) {
        let source = Self.source(seed: seed, crlf: true)
        #expect(ImportScanner.scan(source.text) == source.imports, "seed \(seed)")
    }

    @Test func generatorCoversEveryForm() {
        // The model must actually exercise what the scanner claims to handle.
        let all = Self.seeds.flatMap { Self.source(seed: $0).imports }
        #expect(all.contains { $0.kind != nil })
        #expect(all.contains { $0.access != nil })
        #expect(all.contains { $0.attributes.count >= 2 })
        #expect(all.contains { $0.conditions.count >= 2 })
        #expect(all.contains { $0.scope == .nested })
        #expect(all.contains { $0.path.count >= 2 })
        #expect(all.contains { $0.declarationLine < $0.line })
    }

    @Test func sameSeedSameText() {
        #expect(Self.source(seed: 7).text == Self.source(seed: 7).text)
        #expect(Self.source(seed: 7).text != Self.source(seed: 8).text)
    }

    /// Random edits (replace, insert, delete, truncate) never crash, hang or report impossible
    /// positions.
    @Test(.timeLimit(.minutes(2)), arguments: seeds.prefix(20))
    func mutatedInputIsSafe(seed: UInt64) {
        var rng = SplitMix64(seed: seed &* 0x5851_F42D_4C95_7F2D)
        let interesting: [UInt8] = Array("\"#/\\*(){}\r\n`'@i.".utf8)
        var bytes = Array(Self.source(seed: seed).text.utf8)
        for round in 0..<30 {
            let edits = 1 + rng.below(8)
            for _ in 0..<edits where !bytes.isEmpty {
                let index = rng.below(bytes.count)
                let value = rng.chance(60) ? rng.pick(interesting) : UInt8(truncatingIfNeeded: rng.next())
                switch rng.below(4) {
                case 0: bytes[index] = value
                case 1: bytes.insert(value, at: index)
                case 2: bytes.remove(at: index)
                default: if round % 10 == 9 { bytes.removeLast(min(bytes.count, rng.below(64))) }
                }
            }
            let lines = bytes.reduce(1) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
            let imports = bytes.withUnsafeBytes { ImportScanner.scan($0) }
            for item in imports {
                #expect(item.line >= 1 && item.line <= lines && item.column >= 1 && item.column <= bytes.count)
                #expect(item.declarationLine <= item.line && !item.path.isEmpty)
            }
        }
    }

    /// Each pattern repeated to 0.5 MB and to 2 MB, which would be quadratic for a naive
    /// scanner: four times the input costs about four times the CPU time of this thread (16
    /// times if quadratic), whatever else the machine is doing.
    @Test(.tags(.slow)) func pathologicalInputsStayLinear() {
        let patterns = ["/\\", "(/a ", "\"\\((((", "#\"\"\"#", "@a(", "/*", "\"\"\"\\(\n(", "import ", "x/ /", "#if\n"]
        func cpuSeconds(scanning text: String) -> Double {
            var best = Double.infinity
            for _ in 0..<3 {
                let start = Self.threadCPUTime()
                _ = ImportScanner.scan(text)
                best = min(best, Self.threadCPUTime() - start)
            }
            return best
        }
        for pattern in patterns {
            let small = cpuSeconds(scanning: String(repeating: pattern, count: 500_000 / pattern.utf8.count))
            let large = cpuSeconds(scanning: String(repeating: pattern, count: 2_000_000 / pattern.utf8.count))
            #expect(
                large < max(small, 0.005) * 8,
                "pattern \(pattern.debugDescription): \(small) s for 0.5 MB, \(large) s for 2 MB")
        }
    }

    /// CPU time this thread has used, in seconds.
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    @Test(.tags(.slow)) func fiftyMegabyteFile() {
        // Concatenated sources: each ends at file scope, so the imports add up.
        var text = ""
        var expected = 0
        var seed: UInt64 = 100
        let pieces = (0..<8).map { _ -> SyntheticSource in
            seed += 1; return Self.source(seed: seed)
        }
        while text.utf8.count < 50_000_000 {
            let piece = pieces[Int(seed % 8)]
            seed += 1
            text += piece.text
            expected += piece.imports.count
        }
        let imports = ImportScanner.scan(text)
        #expect(imports.count == expected)
        let lineCount = text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        #expect((imports.last?.line ?? 0) <= lineCount)
    }

    @Test func invalidUTF8IsScannedAndFlagged() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let bad = try directory.write(
            "Bad.swift",
            bytes: Data([0xFF, 0xFE, 0x0A] + Array("import Foundation\nlet s = \"\u{e9}\"\n".utf8) + [0xC3]))
        let good = try directory.write("Good.swift", "let café = 1 /* ✓ */\nimport Good\n")
        let missing = directory.path("Missing.swift")
        let results = ImportScanner.scanFiles([bad, good, missing])
        #expect(results.map(\.path) == [bad, good, missing])
        #expect(results[0].problem == .notUTF8)
        #expect(results[0].imports.map(\.module) == ["Foundation"])
        #expect(results[0].imports.first?.line == 2)
        #expect(results[1].problem == nil)
        #expect(results[1].imports.map(\.module) == ["Good"])
        if case .unreadable? = results[2].problem {} else { Issue.record("missing file not reported unreadable") }
    }

    @Test func utf8Validation() {
        func valid(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBytes { UTF8Validation.isValid($0) } }
        #expect(valid(Array("plain ascii text, long enough for the word path".utf8)))
        #expect(valid(Array("é ✓ 𝄞".utf8)))
        #expect(!valid([0xC0, 0x80]))  // overlong
        #expect(!valid([0xED, 0xA0, 0x80]))  // surrogate
        #expect(!valid([0xF4, 0x90, 0x80, 0x80]))  // above U+10FFFF
        #expect(!valid([0xE2, 0x9C]))  // truncated
        #expect(!valid(Array("abcdefgh".utf8) + [0x80]))
    }
}
