import Foundation
import ArchLintSyntax
import ArchLintPackage
import ArchLintSupport

/// A platform and configuration to evaluate the graph for (`--platform ios --configuration
/// debug -D FLAG`). Without one, the graph is the union of every `#if` branch and every
/// `.when(...)` condition.
package struct BuildSelection: Sendable, Hashable {
    /// SwiftPM's lowercase platform name (`ios`, `macos`, `linux`...), or nil for any.
    package var platform: String?
    /// `debug` or `release`, or nil for any.
    package var configuration: String?
    /// Compilation conditions set with `-D`.
    package var flags: Set<String>

    package init(platform: String? = nil, configuration: String? = nil, flags: Set<String> = []) {
        self.platform = platform
        self.configuration = configuration
        self.flags = flags
    }

    package var isEmpty: Bool { platform == nil && configuration == nil && flags.isEmpty }

    /// `--platform ios --configuration debug -D FLAG`, as the user wrote it.
    package var summary: String {
        var parts: [String] = []
        if let platform { parts.append("--platform \(platform)") }
        if let configuration { parts.append("--configuration \(configuration)") }
        parts.append(contentsOf: flags.sorted().map { "-D \($0)" })
        return parts.joined(separator: " ")
    }

    /// Platforms `--platform` accepts.
    package static let platforms = [
        "android", "ios", "linux", "maccatalyst", "macos", "tvos", "visionos", "watchos", "windows",
    ]
    package static let configurations = ["debug", "release"]

    /// True when a manifest condition (`.when(platforms:configuration:)`) holds for the selection.
    package func satisfies(_ condition: PackageManifest.Condition?) -> Bool {
        guard let condition else { return true }
        if let platform, !condition.platforms.isEmpty, !condition.platforms.contains(platform) { return false }
        if let configuration, let wanted = condition.configuration, wanted != configuration { return false }
        return true
    }

    var isApple: Bool? {
        platform.map { ["ios", "macos", "tvos", "watchos", "visionos", "maccatalyst"].contains($0) }
    }
}

/// Evaluates `#if` conditions for a `BuildSelection`, with three outcomes: true, false, or
/// nil when archlint cannot decide (then both branches are kept, and the caller says so).
///
/// Decided: `os()`, `canImport()` (workspace modules, and the SDK modules known for the
/// selected platform, `SDKModules`; or, judged for one target, `ImportableModules`),
/// `targetEnvironment(macCatalyst)` and, off the platforms that have one,
/// `targetEnvironment(simulator)`, `_runtime(_ObjC)`, `swift()` / `compiler()` against the
/// toolchain archlint was built with, `DEBUG` from the configuration, and flags from `-D` and
/// the target's `.define`s (unset flags are false, as for the compiler, once anything is
/// selected). Undecided: `arch()`, `targetEnvironment(simulator)` on a platform with a
/// simulator (a device build and a simulator build both compile), `hasFeature()`,
/// `hasAttribute()`, and any `canImport` or `os` test when no platform is selected.
package struct ConditionEvaluator: Sendable {
    package var selection: BuildSelection
    /// Modules of the workspace (importable wherever they build).
    package var workspaceModules: Set<String>
    /// `.define`s of the target whose source is evaluated.
    package var defines: Set<String>
    /// Every compilation condition set anywhere (Package.swift `.define`s, Xcode build settings,
    /// `-D`): a flag set nowhere is false, as for the compiler. nil when unknown.
    package var definedAnywhere: Set<String>?
    /// Flags neither selected nor defined stay undecided even when a selection is given (to ask
    /// what a release build compiles without guessing the other flags).
    package var otherFlagsUndecided: Bool
    /// What the target whose source is evaluated can import, when `canImport` is judged for
    /// that target (see `ImportableModules`); nil judges it for the workspace as a whole.
    package var importable: ImportableModules?
    /// `definedAnywhere` is every flag the target whose source is evaluated can be compiled
    /// with (its own conditions in every configuration, and `-D`): then a flag outside it is
    /// false, `DEBUG` included (an Xcode target gets `DEBUG` only from its own settings).
    package var definedAnywhereIsTargets = false
    /// Condition texts already parsed, shared by the evaluators of one run (one per target and
    /// platform): each distinct text is parsed once, not once per target.
    package var parsed: ParsedConditions?

    package init(
        selection: BuildSelection, workspaceModules: Set<String>, defines: Set<String> = [],
        definedAnywhere: Set<String>? = nil, otherFlagsUndecided: Bool = false,
        importable: ImportableModules? = nil
    ) {
        self.selection = selection
        self.workspaceModules = workspaceModules
        self.defines = defines
        self.definedAnywhere = definedAnywhere
        self.otherFlagsUndecided = otherFlagsUndecided
        self.importable = importable
    }

    /// Flags the build tools set themselves: never "defined nowhere".
    package static let implicitFlags: Set<String> = ["DEBUG", "SWIFT_PACKAGE"]

    /// Whether an import under these enclosing clauses is compiled.
    package func isActive(_ clauses: [ConditionClause]) -> Bool? {
        isActive(ConditionChain(clauses), memo: ConditionMemo())
    }

    /// Whether an import under this chain of clauses is compiled. `memo` remembers every
    /// clause and condition already decided (imports share their clauses, see
    /// `ConditionChain`), so a file with a 50,000-clause `#elseif` chain is decided in linear
    /// time; pass one memo for every import evaluated with this evaluator.
    package func isActive(_ chain: ConditionChain, memo: ConditionMemo) -> Bool? {
        // The imports of one clause share its node: decided once, then looked up.
        if let top = chain.top, let known = memo.chains[ObjectIdentifier(top)] { return known }
        // Walk out to the first clause already decided, then decide inwards.
        let (pending, decided) = chain.walk(downTo: { memo.chains[ObjectIdentifier($0)] != nil })
        var result: Bool? = decided.map { memo.chains[ObjectIdentifier($0)]! } ?? true
        for current in pending.reversed() {
            if result != false {
                let clause = current.element
                let own: Bool? = clause.condition.map { evaluate($0, memo: memo) } ?? true
                result = and(result, and(own, noneTaken(clause.preceding, memo: memo)))
            }
            memo.chains[ObjectIdentifier(current)] = result
            memo.keep(current)
        }
        return result
    }

    /// True when every condition of `list` is false (the clause after them may be taken).
    private func noneTaken(_ list: ConditionList, memo: ConditionMemo) -> Bool? {
        let (pending, decided) = list.walk(downTo: { memo.lists[ObjectIdentifier($0)] != nil })
        var result: Bool? = decided.map { memo.lists[ObjectIdentifier($0)]! } ?? true
        for current in pending.reversed() {
            if result != false { result = and(result, not(evaluate(current.element, memo: memo))) }
            memo.lists[ObjectIdentifier(current)] = result
            memo.keep(current)
        }
        return result
    }

    /// The condition that makes a chain false, when `isActive` says it is: the own condition of
    /// the outermost clause that is false, or, when a clause is false because an earlier branch
    /// of its `#if` is taken, that branch's condition. nil when the chain is not false. Each
    /// list's taken branch is found once (`memo`), so a long `#elseif` chain costs linear time.
    package func falsifyingCondition(_ chain: ConditionChain, memo: ConditionMemo) -> String? {
        guard isActive(chain, memo: memo) == false, let top = chain.top else { return nil }
        // Found once per chain (the imports of one clause share it); `isActive` keeps the node.
        if let known = memo.falsifying[ObjectIdentifier(top)] { return known }
        var found: String?
        for clause in chain {
            if let condition = clause.condition, evaluate(condition, memo: memo) == false { found = condition; break }
            if let taken = takenBranch(clause.preceding, memo: memo) { found = taken; break }
        }
        memo.falsifying[ObjectIdentifier(top)] = .some(found)
        return found
    }

    /// The nearest condition of `list` that is true (its branch is taken instead of the clause
    /// after the list), if any.
    private func takenBranch(_ list: ConditionList, memo: ConditionMemo) -> String? {
        let (pending, decided) = list.walk(downTo: { memo.taken[ObjectIdentifier($0)] != nil })
        var found: String? = decided.flatMap { memo.taken[ObjectIdentifier($0)]! }
        for current in pending.reversed() {
            if evaluate(current.element, memo: memo) == true { found = current.element }
            memo.taken[ObjectIdentifier(current)] = .some(found)
            memo.keep(current)
        }
        return found
    }

    private func evaluate(_ text: String, memo: ConditionMemo) -> Bool? {
        if let known = memo.texts[text] { return known }
        let value = evaluate(text)
        memo.texts[text] = value
        return value
    }

    /// Evaluates one condition's text.
    package func evaluate(_ text: String) -> Bool? {
        guard let expression = parsed.map({ $0.expression(of: text) }) ?? ConditionParser.parse(text) else {
            return nil
        }
        return evaluate(expression)
    }

    func evaluate(_ expression: ConditionParser.Expression) -> Bool? {
        switch expression {
        case .literal(let value): return value
        case .not(let inner): return not(evaluate(inner))
        case .and(let lhs, let rhs): return and(evaluate(lhs), evaluate(rhs))
        case .or(let lhs, let rhs):
            let left = evaluate(lhs), right = evaluate(rhs)
            if left == true || right == true { return true }
            if left == false && right == false { return false }
            return nil
        case .flag(let name):
            if selection.flags.contains(name) || defines.contains(name) { return true }
            if name == "DEBUG", let configuration = selection.configuration { return configuration == "debug" }
            if let definedAnywhere, !definedAnywhere.contains(name),
                definedAnywhereIsTargets || !Self.implicitFlags.contains(name)
            {
                return false
            }
            if otherFlagsUndecided { return nil }
            return selection.isEmpty ? nil : false
        case .call(let name, let argument):
            return call(name, argument)
        }
    }

    private func call(_ name: String, _ argument: String) -> Bool? {
        switch name {
        case "os":
            guard let platform = selection.platform else { return nil }
            let wanted = Self.osNames[argument.lowercased()] ?? argument.lowercased()
            if platform == "maccatalyst" { return wanted == "ios" }
            return wanted == platform
        case "canImport":
            let module =
                argument.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? argument
            if let importable { return importable.canImport(module, on: selection.platform) }
            if workspaceModules.contains(module) { return true }
            guard let platform = selection.platform else { return nil }
            return SDKModules.isPresent(module, on: platform) ?? Self.sdkModules(for: platform).contains(module)
        case "targetEnvironment":
            // Decided only where the platform settles it: Mac Catalyst is its own platform; a
            // simulator exists for iOS, tvOS, watchOS and visionOS (both builds compile), for
            // no other platform.
            guard let platform = selection.platform else { return nil }
            switch argument.lowercased() {
            case "maccatalyst": return platform == "maccatalyst"
            case "simulator": return ["ios", "tvos", "watchos", "visionos"].contains(platform) ? nil : false
            default: return nil
            }
        case "_runtime":
            return argument == "_ObjC" ? selection.isApple : nil
        case "swift", "compiler":
            return compareVersion(argument)
        default:
            return nil
        }
    }

    private func compareVersion(_ argument: String) -> Bool? {
        let trimmed = argument.replacingOccurrences(of: " ", with: "")
        let (op, number): (String, String) =
            trimmed.hasPrefix(">=")
            ? (">=", String(trimmed.dropFirst(2)))
            : trimmed.hasPrefix("<") ? ("<", String(trimmed.dropFirst(1))) : ("", "")
        guard !op.isEmpty else { return nil }
        let wanted = number.split(separator: ".").compactMap { Int($0) }
        guard !wanted.isEmpty else { return nil }
        let current = Self.toolchainVersion
        let atLeast =
            (current + [0, 0, 0]).prefix(3).lexicographicallyPrecedes((wanted + [0, 0, 0]).prefix(3)) == false
        return op == ">=" ? atLeast : !atLeast
    }

    private func not(_ value: Bool?) -> Bool? { value.map { !$0 } }
    private func and(_ lhs: Bool?, _ rhs: Bool?) -> Bool? {
        if lhs == false || rhs == false { return false }
        if lhs == true && rhs == true { return true }
        return nil
    }

    /// The Swift version of the toolchain archlint was built with.
    static let toolchainVersion: [Int] = {
        #if compiler(>=6.3)
            return [6, 3]
        #elseif compiler(>=6.2)
            return [6, 2]
        #elseif compiler(>=6.1)
            return [6, 1]
        #else
            return [6, 0]
        #endif
    }()

    static let osNames: [String: String] = [
        "ios": "ios", "macos": "macos", "osx": "macos", "tvos": "tvos", "watchos": "watchos",
        "visionos": "visionos", "xros": "visionos", "linux": "linux", "windows": "windows", "android": "android",
    ]

    /// SDK modules importable on a platform.
    static func sdkModules(for platform: String) -> Set<String> {
        let toolchain: Set<String> = [
            "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
            "FoundationInternationalization", "Dispatch", "XCTest", "Testing", "Synchronization",
            "Observation", "RegexBuilder", "Distributed", "Cxx", "CxxStdlib",
        ]
        switch platform {
        case "linux": return toolchain.union(["Glibc", "Musl", "FoundationNetworking", "FoundationXML"])
        case "android": return toolchain.union(["Android", "FoundationNetworking", "FoundationXML"])
        case "windows": return toolchain.union(["WinSDK", "CRT", "ucrt", "FoundationNetworking", "FoundationXML"])
        default:
            let nonApple: Set<String> = [
                "Glibc", "Musl", "Android", "WinSDK", "CRT", "ucrt", "FoundationNetworking", "FoundationXML",
            ]
            let uiKitOnly: Set<String> = ["UIKit", "TVUIKit", "WatchKit", "AppKit"]
            var modules = KnownModules.common.subtracting(nonApple).subtracting(uiKitOnly)
            switch platform {
            case "macos": modules.insert("AppKit")
            case "maccatalyst": modules.formUnion(["UIKit", "AppKit"])
            case "ios", "visionos": modules.insert("UIKit")
            case "tvos": modules.formUnion(["UIKit", "TVUIKit"])
            case "watchos": modules.formUnion(["WatchKit", "UIKit"])
            default: break
            }
            return modules
        }
    }
}

/// Parses `#if` condition text: `!`, `&&`, `||`, parentheses, `name(argument)` calls, flags,
/// `true` / `false`.
struct ConditionParser {
    indirect enum Expression: Equatable {
        case literal(Bool)
        case flag(String)
        case call(String, String)
        case not(Expression)
        case and(Expression, Expression)
        case or(Expression, Expression)
    }

    private let characters: [Character]
    private var index = 0

    init(text: String) {
        characters = Array(text)
    }

    /// The expression `text` writes; nil when it cannot be read.
    static func parse(_ text: String) -> Expression? {
        var parser = ConditionParser(text: text)
        return parser.parse()
    }

    mutating func parse() -> Expression? {
        let expression = parseOr()
        skipBlanks()
        return index == characters.count ? expression : nil
    }

    private mutating func skipBlanks() {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
    }

    private mutating func take(_ text: String) -> Bool {
        skipBlanks()
        let wanted = Array(text)
        guard characters.count - index >= wanted.count, Array(characters[index..<index + wanted.count]) == wanted else {
            return false
        }
        index += wanted.count
        return true
    }

    private mutating func parseOr() -> Expression? {
        guard var lhs = parseAnd() else { return nil }
        while take("||") {
            guard let rhs = parseAnd() else { return nil }
            lhs = .or(lhs, rhs)
        }
        return lhs
    }

    private mutating func parseAnd() -> Expression? {
        guard var lhs = parseUnary() else { return nil }
        while take("&&") {
            guard let rhs = parseUnary() else { return nil }
            lhs = .and(lhs, rhs)
        }
        return lhs
    }

    private mutating func parseUnary() -> Expression? {
        if take("!") { return parseUnary().map { .not($0) } }
        if take("(") {
            let inner = parseOr()
            return take(")") ? inner : nil
        }
        skipBlanks()
        let start = index
        while index < characters.count,
            characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
        { index += 1 }
        guard index > start else { return nil }
        let name = String(characters[start..<index])
        skipBlanks()
        if index < characters.count, characters[index] == "(" {
            index += 1
            var depth = 1
            let argumentStart = index
            while index < characters.count, depth > 0 {
                if characters[index] == "(" { depth += 1 }
                if characters[index] == ")" { depth -= 1 }
                index += 1
            }
            guard depth == 0 else { return nil }
            let argument = String(characters[argumentStart..<index - 1]).trimmingCharacters(in: .whitespaces)
            return .call(name, argument)
        }
        if name == "true" { return .literal(true) }
        if name == "false" { return .literal(false) }
        return .flag(name)
    }
}

/// Condition texts parsed once for every evaluator that shares this (thread-safe).
package final class ParsedConditions: Sendable {
    private let expressions = Locked<[String: ConditionParser.Expression?]>([:])
    private let flags = Locked<[String: [String]]>([:])

    package init() {}

    /// The expression `text` writes; nil when it cannot be read.
    func expression(of text: String) -> ConditionParser.Expression? {
        if let known = expressions.withLock({ $0[text] }) { return known }
        let parsed = ConditionParser.parse(text)
        expressions.withLock { $0[text] = .some(parsed) }
        return parsed
    }

    /// `ModuleGraph.flags(in:)`, remembered.
    package func flags(in text: String) -> [String] {
        if let known = flags.withLock({ $0[text] }) { return known }
        let found = expression(of: text).map(ModuleGraph.flags(in:)) ?? []
        flags.withLock { $0[text] = found }
        return found
    }
}

/// What one `ConditionEvaluator` has decided: clauses and lists by identity (held here, so an
/// identity is never reused while it is remembered), conditions by text. Not thread-safe: one
/// per evaluating thread.
package final class ConditionMemo {
    var chains: [ObjectIdentifier: Bool?] = [:]
    var lists: [ObjectIdentifier: Bool?] = [:]
    var texts: [String: Bool?] = [:]
    /// For `falsifyingCondition`: each list's nearest true condition (nil: none).
    var taken: [ObjectIdentifier: String?] = [:]
    /// For `falsifyingCondition`: each chain's answer, by its top node (held: `isActive` decided it).
    var falsifying: [ObjectIdentifier: String?] = [:]
    private var held: [AnyObject] = []

    package init() {}

    func keep(_ node: AnyObject) { held.append(node) }
}

/// An `#if` condition archlint could not decide for a selection: both branches were kept.
package struct UndecidedCondition: Sendable, Hashable, Comparable {
    package var file: String
    package var line: Int
    package var condition: String
    package static func < (lhs: UndecidedCondition, rhs: UndecidedCondition) -> Bool {
        (lhs.file, lhs.line, lhs.condition) < (rhs.file, rhs.line, rhs.condition)
    }
}

extension ModuleGraph {
    /// The graph as built for `selection`: declared edges whose `.when(...)` does not hold and
    /// imports whose `#if` chain is false are left out. `defines` holds each module's `.define`s
    /// with their conditions; those whose condition holds for the selection are set. Imports
    /// whose conditions cannot be decided are kept and returned, so the caller can say so.
    package func selecting(_ selection: BuildSelection, defines allDefines: [String: [PackageManifest.Define]]) -> (
        graph: ModuleGraph, undecided: [UndecidedCondition]
    ) {
        guard !selection.isEmpty else { return (self, []) }
        let defines = allDefines.mapValues { Set($0.filter { selection.satisfies($0.condition) }.map(\.name)) }
        let workspaceModules = Set(modules.values.filter { $0.kind.isTarget || $0.kind == .thirdParty }.map(\.name))
        var undecided: Set<UndecidedCondition> = []
        let keptDeclared = declared.filter { selection.satisfies($0.condition) }
        var keptImported: [ImportedDependency] = []
        // One evaluator and memo per importing module: a file's imports (all of one module)
        // share their clauses across edges.
        var evaluators: [String: (ConditionEvaluator, ConditionMemo)] = [:]
        let parsed = ParsedConditions()
        for edge in imported {
            if evaluators[edge.key.from] == nil {
                var evaluator = ConditionEvaluator(
                    selection: selection, workspaceModules: workspaceModules,
                    defines: defines[edge.key.from] ?? [])
                evaluator.parsed = parsed
                evaluators[edge.key.from] = (evaluator, ConditionMemo())
            }
            let (evaluator, memo) = evaluators[edge.key.from]!
            let evidence = edge.evidence.filter { item in
                guard item.declaration.isConditional else { return true }
                switch evaluator.isActive(item.declaration.conditions, memo: memo) {
                case true?: return true
                case false?: return false
                case nil:
                    let text = item.declaration.conditions.map { clause in
                        clause.condition.map { "#\(clause.clause.rawValue) \($0)" } ?? "#else"
                    }.joined(separator: ", ")
                    undecided.insert(UndecidedCondition(file: item.file, line: item.line, condition: text))
                    return true
                }
            }
            if !evidence.isEmpty { keptImported.append(ImportedDependency(key: edge.key, evidence: evidence)) }
        }
        return (
            ModuleGraph(modules: Array(modules.values), declared: keptDeclared, imported: keptImported),
            undecided.sorted()
        )
    }
}
