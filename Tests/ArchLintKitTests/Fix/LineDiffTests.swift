import Foundation
import Testing
@testable import ArchLintSupport
import ArchLintSyntheticTree
@testable import ArchLintTestSupport

/// `LineDiff`: the table and Myers' algorithm both find a shortest edit script, and the diff of
/// an edit of a long file (an Xcode project edited at its top and bottom) is computed without
/// the n * m table.
struct LineDiffTests {
    /// Replays a script: the old lines it keeps and the new ones it inserts must give the new
    /// text, and the lines it keeps must be equal.
    static func apply(_ script: [LineDiff.Operation], _ a: [Substring], _ b: [Substring]) -> [Substring]? {
        var result: [Substring] = []
        var nextA = 0, nextB = 0
        for operation in script {
            switch operation {
            case .same(let i, let j):
                guard i == nextA, j == nextB, a[i] == b[j] else { return nil }
                result.append(a[i]); nextA += 1; nextB += 1
            case .delete(let i):
                guard i == nextA else { return nil }
                nextA += 1
            case .insert(let j):
                guard j == nextB else { return nil }
                result.append(b[j]); nextB += 1
            }
        }
        return nextA == a.count && nextB == b.count ? result : nil
    }

    static func kept(_ script: [LineDiff.Operation]) -> Int {
        script.filter { if case .same = $0 { return true } else { return false } }.count
    }

    /// Deterministic texts of a few distinct lines (many repeats make ties), edited at random.
    @Test func bothAlgorithmsFindAShortestScript() throws {
        var generator = SplitMix64(seed: 17)
        for _ in 0..<300 {
            let a = (0..<Int(generator.next() % 30)).map { _ in Substring("line \(generator.next() % 6)") }
            var b = a
            for _ in 0..<Int(generator.next() % 6) {
                let position = b.isEmpty ? 0 : Int(generator.next() % UInt64(b.count + 1))
                if generator.next() % 2 == 0 || b.isEmpty || position == b.count {
                    b.insert(Substring("line \(generator.next() % 6)"), at: position)
                } else {
                    b.remove(at: position)
                }
            }
            let table = LineDiff.tableScript(a, b), myers = try #require(LineDiff.myersScript(a, b))
            #expect(Self.apply(table, a, b) == b)
            #expect(Self.apply(myers, a, b) == b, "\(a) -> \(b): \(myers)")
            #expect(
                Self.kept(myers) == Self.kept(table),
                "\(a) -> \(b): Myers keeps \(Self.kept(myers)), the table \(Self.kept(table))")
        }
    }

    /// Thousands of changes in a long text (fix linking a product to each of a thousand targets):
    /// Myers' algorithm gives up past its limit, the unique lines anchor the texts, and the
    /// script still turns one text into the other, keeping every unchanged line.
    @Test func manyChangesAreMatchedOnUniqueLines() throws {
        let a = (0..<6_000).map { Substring("target \($0)") }
        var b: [Substring] = []
        for (index, line) in a.enumerated() {
            b.append(line)
            if index % 2 == 0 { b.append("  dependency of \(index)") }
        }
        #expect(LineDiff.myersScript(a, b, limit: LineDiff.myersLimit) == nil)
        let script = LineDiff.script(a, b)
        #expect(Self.apply(script, a, b) == b)
        #expect(Self.kept(script) == a.count, "every unchanged line is kept")
        // Every line rewritten: all deleted, then all inserted (the shortest script).
        let c = a.map { Substring($0 + ", rewritten") }
        let rewritten = LineDiff.script(a, c)
        #expect(Self.apply(rewritten, a, c) == c)
        #expect(Self.kept(rewritten) == 0)
    }

    /// Changes 20,000 lines apart: the diff has two hunks with the right line numbers, and is
    /// computed by Myers' algorithm (the table would need 400 million cells).
    @Test func aLongFileEditedAtBothEndsGivesTwoHunks() {
        let old = (1...20_000).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 2\n", with: "line 2\ninserted\n")
            .replacingOccurrences(of: "line 19999\n", with: "")
        #expect(
            LineDiff.unified(from: old, to: new, oldName: "a/f", newName: "b/f") == """
                --- a/f
                +++ b/f
                @@ -1,5 +1,6 @@
                 line 1
                 line 2
                +inserted
                 line 3
                 line 4
                 line 5
                @@ -19996,5 +19997,4 @@
                 line 19996
                 line 19997
                 line 19998
                -line 19999
                 line 20000

                """)
    }
}
