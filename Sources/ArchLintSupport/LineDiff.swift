/// A line-by-line difference of two texts, printed as a unified diff (what `git apply` and
/// `patch -p1` read).
///
/// Made for the small edits archlint proposes: the common first and last lines are set aside,
/// and the rest is compared with a longest-common-subsequence table, O(n * m) in the lines
/// between the first and last change.
package enum LineDiff {
    /// `old` turned into `new`, with `context` unchanged lines around each change; "" when the
    /// texts are equal.
    /// `firstLine` is the line number of the texts' first line, when they are a window of two
    /// longer texts that agree before it.
    package static func unified(from old: String, to new: String, oldName: String, newName: String, context: Int = 3,
                                firstLine: Int = 1) -> String {
        let a = lines(old), b = lines(new)
        guard a != b else { return "" }
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])

        // Operations over the whole texts: equal lines of the prefix and suffix, and the
        // middle's edit script.
        enum Operation: Equatable { case same(Int, Int), delete(Int), insert(Int) }
        var operations: [Operation] = (0..<prefix).map { .same($0, $0) }
        let n = middleA.count, m = middleB.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        if n > 0 && m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i][j] = middleA[i] == middleB[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
        }
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, middleA[i] == middleB[j] {
                operations.append(.same(prefix + i, prefix + j)); i += 1; j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                // Deletions first, as diff prints them.
                operations.append(.delete(prefix + i)); i += 1
            } else {
                operations.append(.insert(prefix + j)); j += 1
            }
        }
        for k in 0..<suffix { operations.append(.same(a.count - suffix + k, b.count - suffix + k)) }

        // Hunks: runs of changes with `context` equal lines around them, merged when close.
        var changed: [Int] = []
        for (index, operation) in operations.enumerated() {
            if case .same = operation { continue }
            changed.append(index)
        }
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(operations.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks {
            var oldStart: Int?, newStart: Int?
            var oldCount = 0, newCount = 0
            var body = ""
            for operation in operations[hunk] {
                switch operation {
                case .same(let x, let y):
                    oldStart = oldStart ?? x; newStart = newStart ?? y
                    oldCount += 1; newCount += 1
                    body += " \(a[x])\n"
                case .delete(let x):
                    oldStart = oldStart ?? x
                    oldCount += 1
                    body += "-\(a[x])\n"
                case .insert(let y):
                    newStart = newStart ?? y
                    newCount += 1
                    body += "+\(b[y])\n"
                }
            }
            // A side with no lines in the hunk (an empty text) is numbered 0, as diff does.
            let oldLine = oldCount == 0 ? 0 : oldStart! + firstLine
            let newLine = newCount == 0 ? 0 : newStart! + firstLine
            output += "@@ -\(oldLine),\(oldCount) +\(newLine),\(newCount) @@\n" + body
        }
        return output
    }

    /// The lines of a text without their line breaks; a final line break ends the last line.
    /// Split on the UTF-8 bytes: `String.split` on characters is an order of magnitude slower,
    /// and plans diff whole manifests.
    package static func lines(_ text: String) -> [Substring] {
        let utf8 = text.utf8
        var result: [Substring] = []
        var start = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            if utf8[index] == 0x0A {
                var end = index
                if end > start, utf8[utf8.index(before: end)] == 0x0D { end = utf8.index(before: end) }
                result.append(Substring(utf8[start..<end]))
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if start != utf8.endIndex {
            var end = utf8.endIndex
            if end > start, utf8[utf8.index(before: end)] == 0x0D { end = utf8.index(before: end) }
            result.append(Substring(utf8[start..<end]))
        }
        return result
    }
}
