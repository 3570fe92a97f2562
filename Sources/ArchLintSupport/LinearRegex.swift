/// Regular expressions that run in time linear in the text, whatever the pattern: the pattern
/// becomes an automaton (Thompson's construction) and every path through it advances at once,
/// one character of the text at a time (Pike's simulation). A backtracking engine
/// (`NSRegularExpression`) took 77 s for `/(a+)+$/` against an 81-character module name.
///
/// The syntax is ICU's common core: literals, `.`, `[...]` classes (ranges, `^` negation,
/// `\d \w \s` inside), `\d \D \w \W \s \S`, escaped punctuation, `\t \n \r`, anchors `^ $`,
/// word boundaries `\b \B`, groups `( )` and `(?: )`, alternation `|`, and the quantifiers
/// `* + ? {n} {n,} {n,m}` (a trailing `?` for laziness is accepted; it changes nothing for a
/// yes-or-no match). What needs backtracking (backreferences, lookaround) and flags are
/// refused with a reason, as is a pattern whose automaton would exceed `maximumStates`.
package struct LinearRegex: Sendable {
    /// Automaton size beyond which a pattern is refused (`a{1000}{1000}` would be a million).
    package static let maximumStates = 10_000
    /// Parentheses nested deeper than this are refused (the parser recurses on them).
    package static let maximumGroupDepth = 100

    enum Instruction: Sendable {
        case character(CharacterSet)
        case split(Int, Int)
        case jump(Int)
        case lineStart
        case lineEnd
        case wordBoundary(Bool)
        case match
    }

    /// A set of Unicode scalars: ranges, and the classes `\d \w \s`, possibly negated.
    struct CharacterSet: Sendable {
        var ranges: [ClosedRange<UInt32>] = []
        var classes: [(ScalarClass, negated: Bool)] = []
        var negated = false

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            let found =
                ranges.contains { $0.contains(scalar.value) }
                || classes.contains { $0.0.contains(scalar) != $0.negated }
            return found != negated
        }
    }

    enum ScalarClass: Sendable {
        case digit, word, space, anyButNewline

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            switch self {
            case .digit: scalar.properties.numericType == .decimal
            case .word:
                scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal || scalar == "_"
                    || scalar.properties.generalCategory == .nonspacingMark
            case .space: scalar.properties.isWhitespace
            case .anyButNewline: scalar != "\n" && scalar != "\r"
            }
        }
    }

    let program: [Instruction]
    /// The pattern as written.
    package let pattern: String

    /// Compiles `pattern`; throws a reason a person can act on.
    package init(_ pattern: String) throws(RegexSyntaxError) {
        var parser = Parser(Array(pattern.unicodeScalars))
        let node = try parser.parseAlternation(depth: 0)
        if parser.index < parser.scalars.count {
            throw RegexSyntaxError(reason: "unbalanced ')' at character \(parser.index + 1)")
        }
        var compiler = Compiler()
        try compiler.emit(node)
        compiler.program.append(.match)
        program = compiler.program
        self.pattern = pattern
    }

    /// True when the pattern matches somewhere in `text` (like `firstMatch != nil`).
    package func matches(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var current = StateSet(count: program.count)
        var next = StateSet(count: program.count)
        var stack: [Int] = []
        for position in 0...scalars.count {
            // A match may start at every position: add the start state anew each time.
            addClosure(0, at: position, scalars, into: &current, stack: &stack)
            if current.contains(program.count - 1) { return true }
            guard position < scalars.count else { break }
            let scalar = scalars[position]
            next.clear()
            for state in current.members {
                if case .character(let set) = program[state], set.contains(scalar) {
                    addClosure(state + 1, at: position + 1, scalars, into: &next, stack: &stack)
                }
            }
            swap(&current, &next)
            if current.contains(program.count - 1) { return true }
        }
        return false
    }

    /// Adds `start` and every state reachable from it without consuming a character.
    private func addClosure(
        _ start: Int, at position: Int, _ scalars: [Unicode.Scalar], into set: inout StateSet, stack: inout [Int]
    ) {
        stack.append(start)
        while let state = stack.popLast() {
            guard set.insert(state) else { continue }
            switch program[state] {
            case .split(let first, let second):
                stack.append(second)
                stack.append(first)
            case .jump(let target):
                stack.append(target)
            case .lineStart:
                if position == 0 || scalars[position - 1] == "\n" { stack.append(state + 1) }
            case .lineEnd:
                if position == scalars.count || scalars[position] == "\n" { stack.append(state + 1) }
            case .wordBoundary(let wanted):
                let before = position > 0 && ScalarClass.word.contains(scalars[position - 1])
                let after = position < scalars.count && ScalarClass.word.contains(scalars[position])
                if (before != after) == wanted { stack.append(state + 1) }
            case .character, .match:
                break
            }
        }
    }

    /// A set of states with insertion order kept and constant-time membership.
    struct StateSet {
        private var marks: [UInt32]
        private var generation: UInt32 = 1
        private(set) var members: [Int] = []

        init(count: Int) { marks = [UInt32](repeating: 0, count: count) }

        mutating func insert(_ state: Int) -> Bool {
            if marks[state] == generation { return false }
            marks[state] = generation
            members.append(state)
            return true
        }

        func contains(_ state: Int) -> Bool { marks[state] == generation }

        mutating func clear() {
            members.removeAll(keepingCapacity: true)
            generation &+= 1
            if generation == 0 {
                for index in marks.indices { marks[index] = 0 }
                generation = 1
            }
        }
    }

    // MARK: - Parsing

    indirect enum Node {
        case empty
        case set(CharacterSet)
        case lineStart, lineEnd
        case wordBoundary(Bool)
        case sequence([Node])
        case alternation([Node])
        case repeated(Node, min: Int, max: Int?)
    }

    struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func parseAlternation(depth: Int) throws(RegexSyntaxError) -> Node {
            var branches = [try parseSequence(depth: depth)]
            while peek == "|" {
                index += 1
                branches.append(try parseSequence(depth: depth))
            }
            return branches.count == 1 ? branches[0] : .alternation(branches)
        }

        mutating func parseSequence(depth: Int) throws(RegexSyntaxError) -> Node {
            var items: [Node] = []
            while let scalar = peek, scalar != "|", scalar != ")" {
                var atom = try parseAtom(depth: depth)
                while let quantifier = try parseQuantifier() {
                    if case .lineStart = atom { throw error("a quantifier after '^'") }
                    atom = .repeated(atom, min: quantifier.min, max: quantifier.max)
                }
                items.append(atom)
            }
            return items.count == 1 ? items[0] : .sequence(items)
        }

        func error(_ reason: String) -> RegexSyntaxError {
            RegexSyntaxError(reason: "\(reason) at character \(min(index + 1, scalars.count))")
        }

        mutating func parseQuantifier() throws(RegexSyntaxError) -> (min: Int, max: Int?)? {
            guard let scalar = peek else { return nil }
            var result: (min: Int, max: Int?)
            switch scalar {
            case "*": result = (0, nil); index += 1
            case "+": result = (1, nil); index += 1
            case "?": result = (0, 1); index += 1
            case "{":
                let save = index
                index += 1
                guard let low = readNumber() else { index = save; return nil }
                var high: Int? = low
                if peek == "," {
                    index += 1
                    high = readNumber()
                }
                guard peek == "}" else { index = save; return nil }
                index += 1
                if let high, high < low { throw error("{\(low),\(high)}: the larger bound comes second") }
                result = (low, high)
            default:
                return nil
            }
            if peek == "?" {
                index += 1
            }  // lazy: same yes-or-no answer
            else if peek == "+" {
                throw error("possessive quantifiers are not supported")
            }
            return result
        }

        mutating func readNumber() -> Int? {
            var value = 0
            var digits = 0
            while let scalar = peek, let digit = Int(String(scalar)), scalar.isASCII {
                value = min(value * 10 + digit, LinearRegex.maximumStates + 1)
                digits += 1
                index += 1
            }
            return digits == 0 ? nil : value
        }

        mutating func parseAtom(depth: Int) throws(RegexSyntaxError) -> Node {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "(":
                guard depth < LinearRegex.maximumGroupDepth else {
                    throw error("groups nested more than \(LinearRegex.maximumGroupDepth) deep")
                }
                if peek == "?" {
                    guard index + 1 < scalars.count, scalars[index + 1] == ":" else {
                        throw error(
                            "lookaround, named groups and flags ('(?') are not supported (archlint's regular "
                                + "expressions run in linear time)"
                        )
                    }
                    index += 2
                }
                let inner = try parseAlternation(depth: depth + 1)
                guard peek == ")" else { throw error("missing ')'") }
                index += 1
                return inner
            case ")": throw error("unbalanced ')'")
            case "*", "+", "?": throw error("'\(scalar)' has nothing to repeat")
            case ".": return .set(CharacterSet(classes: [(.anyButNewline, false)]))
            case "^": return .lineStart
            case "$": return .lineEnd
            case "[": return .set(try parseClass())
            case "\\": return try parseEscape(inClass: false)
            default: return .set(CharacterSet(ranges: [scalar.value...scalar.value]))
            }
        }

        mutating func parseEscape(inClass: Bool) throws(RegexSyntaxError) -> Node {
            guard let scalar = peek else { throw error("a pattern cannot end with '\\'") }
            index += 1
            switch scalar {
            case "d": return .set(CharacterSet(classes: [(.digit, false)]))
            case "D": return .set(CharacterSet(classes: [(.digit, true)]))
            case "w": return .set(CharacterSet(classes: [(.word, false)]))
            case "W": return .set(CharacterSet(classes: [(.word, true)]))
            case "s": return .set(CharacterSet(classes: [(.space, false)]))
            case "S": return .set(CharacterSet(classes: [(.space, true)]))
            case "t": return .set(CharacterSet(ranges: [9...9]))
            case "n": return .set(CharacterSet(ranges: [10...10]))
            case "r": return .set(CharacterSet(ranges: [13...13]))
            case "b" where !inClass: return .wordBoundary(true)
            case "B" where !inClass: return .wordBoundary(false)
            case "1"..."9":
                throw error("backreferences are not supported (archlint's regular expressions run in linear time)")
            default:
                guard !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar) else {
                    throw error("unsupported escape '\\\(scalar)'")
                }
                return .set(CharacterSet(ranges: [scalar.value...scalar.value]))
            }
        }

        mutating func parseClass() throws(RegexSyntaxError) -> CharacterSet {
            var set = CharacterSet()
            if peek == "^" { set.negated = true; index += 1 }
            var first = true
            while true {
                guard let scalar = peek else { throw error("missing ']'") }
                if scalar == "]" && !first { index += 1; return set }
                first = false
                index += 1
                if scalar == "[" { throw error("nested classes and '[:name:]' are not supported") }
                var low = scalar
                if scalar == "\\" {
                    guard case .set(let escaped) = try parseEscape(inClass: true) else {
                        throw error("unsupported escape in a class")
                    }
                    if escaped.ranges.count == 1, escaped.classes.isEmpty, let only = escaped.ranges.first,
                        let single = Unicode.Scalar(only.lowerBound)
                    {
                        low = single
                    } else {
                        set.ranges += escaped.ranges
                        set.classes += escaped.classes
                        continue
                    }
                }
                if peek == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                    index += 1
                    var high = scalars[index]
                    index += 1
                    if high == "\\" {
                        guard case .set(let escaped) = try parseEscape(inClass: true), escaped.classes.isEmpty,
                            let only = escaped.ranges.first, let single = Unicode.Scalar(only.lowerBound)
                        else {
                            throw error("a class range must end with a character")
                        }
                        high = single
                    }
                    guard low.value <= high.value else { throw error("class range \(low)-\(high) is backwards") }
                    set.ranges.append(low.value...high.value)
                } else {
                    set.ranges.append(low.value...low.value)
                }
            }
        }
    }

    // MARK: - Compiling

    struct Compiler {
        var program: [Instruction] = []

        mutating func append(_ instruction: Instruction) throws(RegexSyntaxError) -> Int {
            guard program.count < LinearRegex.maximumStates else {
                throw RegexSyntaxError(
                    reason:
                        "the pattern is too large (more than \(LinearRegex.maximumStates) steps once repetitions are "
                        + "expanded)"
                )
            }
            program.append(instruction)
            return program.count - 1
        }

        mutating func emit(_ node: Node) throws(RegexSyntaxError) {
            switch node {
            case .empty: break
            case .set(let set): _ = try append(.character(set))
            case .lineStart: _ = try append(.lineStart)
            case .lineEnd: _ = try append(.lineEnd)
            case .wordBoundary(let wanted): _ = try append(.wordBoundary(wanted))
            case .sequence(let items):
                for item in items { try emit(item) }
            case .alternation(let branches):
                // split L1, next; L1: branch; jump end; next: split ...
                var jumps: [Int] = []
                for (offset, branch) in branches.enumerated() {
                    if offset < branches.count - 1 {
                        let split = try append(.split(0, 0))
                        try emit(branch)
                        jumps.append(try append(.jump(0)))
                        program[split] = .split(split + 1, program.count)
                    } else {
                        try emit(branch)
                    }
                }
                for jump in jumps { program[jump] = .jump(program.count) }
            case .repeated(let inner, let low, let high):
                for _ in 0..<low { try emit(inner) }
                if let high {
                    // Each optional copy: split into it or past all of them.
                    var splits: [Int] = []
                    for _ in low..<high {
                        splits.append(try append(.split(0, 0)))
                        try emit(inner)
                    }
                    for split in splits { program[split] = .split(split + 1, program.count) }
                } else {
                    // L: split body, end; body; jump L
                    let split = try append(.split(0, 0))
                    try emit(inner)
                    _ = try append(.jump(split))
                    program[split] = .split(split + 1, program.count)
                }
            }
        }
    }
}

/// A pattern `LinearRegex` cannot run, with the reason.
package struct RegexSyntaxError: Error, Sendable, Equatable {
    package var reason: String
}
