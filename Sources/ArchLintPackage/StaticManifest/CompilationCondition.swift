/// Decides `#if` conditions in a manifest the way swiftc does when SwiftPM compiles it on a host:
/// `os()`, `arch()`, `targetEnvironment()`, `_runtime()`, `_endian()`, `_pointerBitWidth()`,
/// `canImport()` (for modules the host is known to have or lack), `compiler()` and `swift()`
/// (against the toolchain and the manifest's language mode), `true`/`false`, and flags (none is
/// set: SwiftPM passes no `-D` to a manifest). `hasFeature`, `hasAttribute` and `canImport` of an
/// unknown module are declined.
struct CompilationCondition {
    var host: ManifestHost
    /// The manifest's tools version (its language mode decides `swift(...)`).
    var toolsVersion: ManifestToolsVersion

    func evaluate(_ tokens: [ManifestToken], at position: ManifestPosition) throws(StaticManifestDecline) -> Bool {
        var parser = Parser(tokens: tokens, directive: position, condition: self)
        let value = try parser.parseOr()
        guard parser.index == tokens.count else {
            throw parser.decline(at: parser.index, "'\(Self.describe(tokens[parser.index]))' in a #if condition")
        }
        return value
    }

    static func describe(_ token: ManifestToken) -> String {
        switch token.kind {
        case .identifier(let name, _): return name
        case .anonymousParameter(let index): return "$\(index)"
        case .number(let text): return text
        case .string: return "a string literal"
        case .period: return "."
        case .operator(let text): return text
        case .punctuation(let byte): return String(decoding: [byte], as: UTF8.self)
        case .directive(let directive, _): return "#\(directive.rawValue)"
        case .poundKeyword(let word): return "#\(word)"
        case .unsupported(let what): return what
        }
    }

    private struct Parser {
        var tokens: [ManifestToken]
        var directive: ManifestPosition
        var condition: CompilationCondition
        var index = 0
        var depth = 0

        init(tokens: [ManifestToken], directive: ManifestPosition, condition: CompilationCondition) {
            self.tokens = tokens
            self.directive = directive
            self.condition = condition
        }

        func decline(at index: Int, _ message: String) -> StaticManifestDecline {
            StaticManifestDecline(position: index < tokens.count ? tokens[index].position : directive, message: message)
        }

        mutating func take(_ kind: ManifestToken.Kind) -> Bool {
            guard index < tokens.count, tokens[index].kind == kind else { return false }
            index += 1
            return true
        }

        mutating func parseOr() throws(StaticManifestDecline) -> Bool {
            var value = try parseAnd()
            while take(.operator("||")) {
                let rhs = try parseAnd()
                value = value || rhs
            }
            return value
        }

        mutating func parseAnd() throws(StaticManifestDecline) -> Bool {
            var value = try parseUnary()
            while take(.operator("&&")) {
                let rhs = try parseUnary()
                value = value && rhs
            }
            return value
        }

        mutating func parseUnary() throws(StaticManifestDecline) -> Bool {
            depth += 1
            defer { depth -= 1 }
            guard depth <= 200 else { throw decline(at: index, "a #if condition nested more than 200 deep") }
            if take(.operator("!")) { return !(try parseUnary()) }
            if take(.punctuation(UInt8(ascii: "("))) {
                let value = try parseOr()
                guard take(.punctuation(UInt8(ascii: ")"))) else {
                    throw decline(at: index, "an unbalanced #if condition")
                }
                return value
            }
            guard index < tokens.count, case .identifier(let name, _) = tokens[index].kind else {
                throw decline(at: index, "an incomplete #if condition")
            }
            let nameIndex = index
            index += 1
            guard take(.punctuation(UInt8(ascii: "("))) else {
                switch name {
                case "true": return true
                case "false": return false
                // SwiftPM compiles manifests without -D flags, so every flag is unset.
                default: return false
                }
            }
            let argumentStart = index
            var depth = 1
            while index < tokens.count {
                if tokens[index].kind == .punctuation(UInt8(ascii: "(")) { depth += 1 }
                if tokens[index].kind == .punctuation(UInt8(ascii: ")")) {
                    depth -= 1
                    if depth == 0 { break }
                }
                index += 1
            }
            guard index < tokens.count else { throw decline(at: nameIndex, "an unbalanced #if condition") }
            let argument = Array(tokens[argumentStart..<index])
            index += 1
            return try call(name, argument, at: nameIndex)
        }

        func call(_ name: String, _ argument: [ManifestToken], at nameIndex: Int) throws(StaticManifestDecline) -> Bool
        {
            let host = condition.host
            func word() throws(StaticManifestDecline) -> String {
                guard argument.count == 1, case .identifier(let value, _) = argument[0].kind else {
                    throw decline(at: nameIndex, "\(name)(...) with an argument that is not a name")
                }
                return value
            }
            switch name {
            case "os":
                return host.isOperatingSystem(try word())
            case "arch":
                return try word() == host.architecture
            case "targetEnvironment":
                _ = try word()
                // Simulators and Mac Catalyst are Apple environments; elsewhere archlint does not decide.
                guard host.operatingSystem == "Linux" else {
                    throw decline(at: nameIndex, "targetEnvironment(...) on this host")
                }
                return false
            case "_runtime":
                let value = try word()
                return value == "_Native"
                    || (value == "_ObjC"
                        && ["macOS", "iOS", "tvOS", "watchOS", "visionOS"].contains(host.operatingSystem))
            case "_endian":
                return try word() == "little"
            case "_pointerBitWidth":
                return try word() == "_64"
            case "canImport":
                guard let first = argument.first, case .identifier(let module, _) = first.kind else {
                    throw decline(at: nameIndex, "canImport(...) without a module name")
                }
                guard argument.count == 1 else { throw decline(at: nameIndex, "canImport(...) with a version") }
                if host.importableModules.contains(module) { return true }
                if host.unimportableModules.contains(module) { return false }
                throw decline(
                    at: nameIndex,
                    "canImport(\(module)): archlint does not know whether SwiftPM finds \(module) on this host")
            case "compiler", "swift":
                guard argument.count == 2, case .operator(let op) = argument[0].kind, op == ">=" || op == "<",
                    case .number(let text) = argument[1].kind
                else {
                    throw decline(at: nameIndex, "\(name)(...) without '>=' or '<' and a version")
                }
                let wanted = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
                guard !wanted.isEmpty, wanted.count <= 5, wanted.allSatisfy({ $0 != nil }) else {
                    throw decline(at: nameIndex, "\(name)(\(op)\(text)): not a version")
                }
                let actual =
                    name == "compiler"
                    ? host.toolsVersion
                    : condition.toolsVersion.languageVersion(compiler: host.toolsVersion)
                let have = [actual.major, actual.minor, actual.patch, 0, 0]
                let want = (wanted.map { $0! } + [0, 0, 0, 0, 0]).prefix(5)
                let atLeast = !have.lexicographicallyPrecedes(want)
                return op == ">=" ? atLeast : !atLeast
            default:
                throw decline(at: nameIndex, "#if \(name)(...): archlint does not decide this condition")
            }
        }
    }
}
