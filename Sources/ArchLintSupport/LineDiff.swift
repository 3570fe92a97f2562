/// A line-by-line difference of two texts, printed as a unified diff (what `git apply` and
/// `patch -p1` read).
///
/// Made for the small edits archlint proposes: the common first and last lines are set aside,
/// and the rest is compared with a longest-common-subsequence table, O(n * m) in the lines
/// between the first and last change; when that table would be large (an edit of a project file
/// touches sections thousands of lines apart), with Myers' algorithm instead, O((n + m) * d) for
/// d changed lines. Both find a shortest edit script. When d passes `myersLimit` (`archlint fix`
/// linking a product to each of a thousand targets changes thousands of lines of one file), the
/// texts are first matched on the lines each holds exactly once, in order (patience diff,
/// O(n log n)), and only the gaps between those lines are compared as above: the script is then
/// short, not always shortest, and the cost stays near linear.
package enum LineDiff {
    /// Above this many table cells (n * m), the middle is compared with Myers' algorithm.
    static let tableLimit = 1_000_000
    /// Above this many changed lines, Myers' algorithm gives way to matching unique lines first.
    static let myersLimit = 1_000

    /// `old` turned into `new`, with `context` unchanged lines around each change; "" when the
    /// texts are equal.
    /// `firstLine` is the line number of the texts' first line, when they are a window of two
    /// longer texts that agree before it.
    package static func unified(
        from old: String, to new: String, oldName: String, newName: String, context: Int = 3,
        firstLine: Int = 1
    ) -> String {
        let a = lines(old), b = lines(new)
        guard a != b else { return "" }
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])

        // Operations over the whole texts: equal lines of the prefix and suffix, and the
        // middle's edit script.
        var operations: [Operation] = (0..<prefix).map { .same($0, $0) }
        let middle = script(middleA, middleB)
        for operation in middle {
            switch operation {
            case .same(let i, let j): operations.append(.same(prefix + i, prefix + j))
            case .delete(let i): operations.append(.delete(prefix + i))
            case .insert(let j): operations.append(.insert(prefix + j))
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

    /// One step of an edit script: line `i` of the old text equals line `j` of the new one, or
    /// is deleted, or line `j` of the new text is inserted.
    enum Operation: Equatable { case same(Int, Int), delete(Int), insert(Int) }

    /// An edit script of `a` into `b`: shortest while that is cheap (see the type's comment).
    static func script(_ a: [Substring], _ b: [Substring]) -> [Operation] {
        if a.count * b.count <= tableLimit { return tableScript(a, b) }
        if let found = myersScript(a, b, limit: myersLimit) { return found }
        return patienceScript(a, b)
    }

    /// Matches the lines that occur exactly once in `a` and once in `b`, keeping the longest
    /// run of them in the same order in both, and compares the gaps between them with `script`
    /// (Myers' algorithm without a limit where a gap holds no such line).
    static func patienceScript(_ a: [Substring], _ b: [Substring]) -> [Operation] {
        var countsA: [Substring: (count: Int, index: Int)] = [:], countsB: [Substring: (count: Int, index: Int)] = [:]
        for (index, line) in a.enumerated() { countsA[line, default: (0, index)].count += 1 }
        for (index, line) in b.enumerated() { countsB[line, default: (0, index)].count += 1 }
        // Lines unique on both sides, in `a`'s order, with their place in `b`.
        var pairs: [(i: Int, j: Int)] = []
        for (index, line) in a.enumerated() {
            guard countsA[line]!.count == 1, let other = countsB[line], other.count == 1 else { continue }
            pairs.append((index, other.index))
        }
        // The longest increasing run of `j` (patience sorting, O(p log p)).
        var tails: [Int] = [], previous = [Int](repeating: -1, count: pairs.count)
        for (position, pair) in pairs.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].j < pair.j { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var anchors: [(i: Int, j: Int)] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 { anchors.append(pairs[cursor]); cursor = previous[cursor] }
        anchors.reverse()
        guard !anchors.isEmpty else {
            // No line in common at all (every line of a long list rewritten): deleting them all
            // and inserting the new ones is the shortest script; else Myers' without a limit.
            let linesOfB = Set(b)
            if !a.contains(where: linesOfB.contains) {
                return a.indices.map { .delete($0) } + b.indices.map { .insert($0) }
            }
            return myersScript(a, b, limit: nil)!
        }
        var operations: [Operation] = []
        var i = 0, j = 0
        for anchor in anchors + [(a.count, b.count)] {
            let gapA = Array(a[i..<anchor.i]), gapB = Array(b[j..<anchor.j])
            let gap =
                gapA.count * gapB.count <= tableLimit
                ? tableScript(gapA, gapB)
                : myersScript(gapA, gapB, limit: myersLimit) ?? patienceScript(gapA, gapB)
            for operation in gap {
                switch operation {
                case .same(let x, let y): operations.append(.same(i + x, j + y))
                case .delete(let x): operations.append(.delete(i + x))
                case .insert(let y): operations.append(.insert(j + y))
                }
            }
            if anchor.i < a.count { operations.append(.same(anchor.i, anchor.j)) }
            i = anchor.i + 1
            j = anchor.j + 1
        }
        return operations
    }

    /// The edit script from a longest-common-subsequence table, deletions before insertions.
    static func tableScript(_ a: [Substring], _ b: [Substring]) -> [Operation] {
        let n = a.count, m = b.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        if n > 0 && m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
        }
        var operations: [Operation] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                operations.append(.same(i, j)); i += 1; j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                // Deletions first, as diff prints them.
                operations.append(.delete(i)); i += 1
            } else {
                operations.append(.insert(j)); j += 1
            }
        }
        return operations
    }

    /// A shortest edit script by Myers' greedy algorithm (keeping, for each number of changes d,
    /// the furthest reach of each diagonal, 2d + 3 values), deletions before insertions within
    /// each run of changes.
    /// Nil when more than `limit` lines change.
    static func myersScript(_ a: [Substring], _ b: [Substring], limit: Int? = nil) -> [Operation]? {
        let n = a.count, m = b.count
        let offset = n + m + 1
        var reach = Array(repeating: 0, count: 2 * offset + 1)
        // `trace[d]`: the reaches of diagonals -d-1...d+1 before step d.
        var trace: [[Int]] = []
        search: for d in 0...(n + m) {
            if let limit, d > limit { return nil }
            trace.append(Array(reach[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && reach[offset + k - 1] < reach[offset + k + 1])
                    ? reach[offset + k + 1] : reach[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                reach[offset + k] = x
                if x >= n && y >= m { break search }
            }
        }
        var reversed: [Operation] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, to: 0, by: -1) {
            let before = trace[d]
            func at(_ k: Int) -> Int { before[k + d + 1] }
            let k = x - y
            let previousK = k == -d || (k != d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1
            let previousX = at(previousK), previousY = previousX - previousK
            while x > previousX, y > previousY { reversed.append(.same(x - 1, y - 1)); x -= 1; y -= 1 }
            if previousK == k + 1 {
                reversed.append(.insert(y - 1)); y -= 1
            } else {
                reversed.append(.delete(x - 1)); x -= 1
            }
        }
        while x > 0, y > 0 { reversed.append(.same(x - 1, y - 1)); x -= 1; y -= 1 }
        // Deletions first within each run of changes, as diff prints them.
        var operations: [Operation] = []
        var deletions: [Operation] = [], insertions: [Operation] = []
        for operation in reversed.reversed() {
            switch operation {
            case .same:
                operations += deletions + insertions
                deletions = []; insertions = []
                operations.append(operation)
            case .delete: deletions.append(operation)
            case .insert: insertions.append(operation)
            }
        }
        return operations + deletions + insertions
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
