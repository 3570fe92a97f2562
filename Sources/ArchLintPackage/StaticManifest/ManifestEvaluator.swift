/// Evaluates the statements of a manifest as the compiled manifest would run them, for the
/// declarative subset: constants, PackageDescription calls with Swift's overload and argument
/// rules for the manifest's tools version, string and array `+`, `.map` with a one-expression
/// closure, and the mutations `package.x = / += / .append(...)`. Values carry static types, so a
/// manifest that would not compile (a `String` variable where a `Target.Dependency` is expected,
/// an API newer than the tools version) is declined instead of being read.
struct ManifestEvaluator {
    private let toolsVersion: ManifestToolsVersion
    private var importedModules: Set<String> = []
    private var bindings: [String: Binding] = [:]
    /// Closure parameters in scope, innermost last; `$0` is the key "$0".
    private var closureScopes: [[String: TypedValue]] = []
    /// Every `Package(...)` created, in order: PackageDescription dumps the last one.
    private(set) var packages: [ManifestObject] = []
    /// What PackageDescription would report at run time (`errors.append`): SwiftPM then rejects
    /// the manifest.
    private(set) var runtimeErrors: [String] = []
    /// Modules imported that the host cannot import.
    private(set) var unavailableImports: [(module: String, position: ManifestPosition)] = []
    private let host: ManifestHost

    private struct Binding {
        var value: TypedValue
        var mutable: Bool
    }

    /// The type an expression's context expects, and whether `nil` is acceptable there.
    private struct Expectation {
        var type: ManifestType
        var acceptsNil: Bool = false
    }

    init(toolsVersion: ManifestToolsVersion, host: ManifestHost) {
        self.toolsVersion = toolsVersion
        self.host = host
    }

    /// Names of common Foundation and runtime entry points, with why reading them statically is
    /// impossible (they ask the machine that runs the manifest).
    private static let environmentNames: [String: String] = [
        "ProcessInfo": "ProcessInfo reads the environment of the process that runs the manifest",
        "Context": "Context describes where SwiftPM runs the manifest",
        "FileManager": "FileManager reads the file system when the manifest runs",
        "URL": "URL is Foundation code run by the manifest",
        "CommandLine": "CommandLine reads the arguments of the process that runs the manifest",
        "getenv": "getenv reads the environment of the process that runs the manifest",
        "print": "print writes output when the manifest runs",
    ]

    mutating func run(_ statements: [ManifestStatement]) throws(StaticManifestDecline) {
        for statement in statements {
            switch statement {
            case .importDeclaration(let module, let position):
                let root = String(module.split(separator: ".").first ?? Substring(module))
                importedModules.insert(root)
                if !host.importableModules.contains(root) { unavailableImports.append((root, position)) }
            case .binding(let mutable, let name, let typeSyntax, let value, let position):
                if bindings[name] != nil {
                    throw StaticManifestDecline(position: position, message: "'\(name)' declared twice")
                }
                var expectation: Expectation?
                if let typeSyntax {
                    guard let type = ManifestType(typeSyntax) else {
                        throw StaticManifestDecline(
                            position: position, message: "the type of '\(name)' is outside the static subset")
                    }
                    expectation = Expectation(type: type)
                }
                let typed = try evaluate(value, expecting: expectation)
                bindings[name] = Binding(value: typed, mutable: mutable)
            case .assignment(let target, let op, let value, let position):
                try assign(value, to: target, operator: op, at: position)
            case .expression(let expression):
                _ = try evaluate(expression, expecting: nil, discardable: true)
            }
        }
    }

    /// Whether the manifest imports `module` (CompilerPluginSupport gates `.macro`).
    func imports(_ module: String) -> Bool { importedModules.contains(module) }

    // MARK: - Expressions

    private func decline(_ position: ManifestPosition, _ message: String) -> StaticManifestDecline {
        StaticManifestDecline(position: position, message: message)
    }

    private func mismatch(_ found: ManifestType, _ expected: ManifestType, at position: ManifestPosition)
        -> StaticManifestDecline
    {
        decline(position, "a value of type \(found) where \(expected) is expected (SwiftPM could not compile this)")
    }

    /// Checks a computed value against the context's type.
    private func conform(_ value: TypedValue, to expectation: Expectation?, at position: ManifestPosition)
        throws(StaticManifestDecline) -> TypedValue
    {
        guard let expectation else { return value }
        if value.type == expectation.type { return value }
        throw mismatch(value.type, expectation.type, at: position)
    }

    private mutating func evaluate(
        _ expression: ManifestExpression, expecting expectation: Expectation?,
        discardable: Bool = false
    ) throws(StaticManifestDecline) -> TypedValue {
        let position = expression.position
        switch expression.kind {
        case .string(let parts):
            return try evaluateString(parts, expecting: expectation, at: position)
        case .integer(let value):
            return try conform(TypedValue(value: .int(value), type: .int), to: expectation, at: position)
        case .boolean(let value):
            return try conform(TypedValue(value: .bool(value), type: .bool), to: expectation, at: position)
        case .nilLiteral:
            guard let expectation, expectation.acceptsNil else {
                throw decline(position, "nil where no optional is expected")
            }
            return TypedValue(value: .none, type: expectation.type)
        case .array(let elements):
            return try evaluateArray(elements, expecting: expectation, at: position)
        case .dictionary(let pairs):
            let keyType: ManifestType, valueType: ManifestType
            if let expectation {
                guard case .dictionary(let key, let value) = expectation.type else {
                    throw decline(position, "a dictionary literal where \(expectation.type) is expected")
                }
                (keyType, valueType) = (key, value)
            } else {
                (keyType, valueType) = (.string, .string)
            }
            var entries: [(key: ManifestValue, value: ManifestValue)] = []
            for pair in pairs {
                let key = try evaluate(pair.key, expecting: Expectation(type: keyType))
                let value = try evaluate(pair.value, expecting: Expectation(type: valueType))
                entries.append((key.value, value.value))
            }
            return TypedValue(value: .dictionary(entries), type: .dictionary(keyType, valueType))
        case .name(let name):
            return try conform(try lookUp(name, at: position), to: expectation, at: position)
        case .anonymousParameter(let number):
            guard let value = closureScopes.last?["$\(number)"] else {
                throw decline(position, "$\(number) outside a closure")
            }
            return try conform(value, to: expectation, at: position)
        case .implicitMember(let name):
            guard let expectation else {
                throw decline(position, "'.\(name)' without a type from the context (SwiftPM could not compile this)")
            }
            return try conform(
                try staticMember(name, of: expectation.type, at: position), to: expectation, at: position)
        case .member(let base, let name):
            if case .name("MainActor") = base.kind, name == "self" {
                return try conform(
                    TypedValue(value: .type(.mainActorMetatype), type: .mainActorMetatype), to: expectation,
                    at: position)
            }
            let receiver = try evaluate(base, expecting: nil)
            if case .type(let type) = receiver.value {
                return try conform(try staticMember(name, of: type, at: position), to: expectation, at: position)
            }
            return try conform(try readProperty(name, of: receiver, at: position), to: expectation, at: position)
        case .call(let callee, let arguments):
            return try evaluateCall(callee, arguments, expecting: expectation, discardable: discardable, at: position)
        case .closure:
            throw decline(position, "a closure outside '.map { ... }'")
        case .binary(let op, let lhs, let rhs):
            if ["==", "!=", "&&", "||"].contains(op) {
                return try conform(try evaluateLogic(op, lhs, rhs, at: position), to: expectation, at: position)
            }
            return try evaluateBinary(op, lhs, rhs, expecting: expectation, at: position)
        case .not(let operand):
            guard case .bool(let value) = try evaluate(operand, expecting: Expectation(type: .bool)).value else {
                throw decline(position, "'!' on a value that is not a Bool")
            }
            return try conform(TypedValue(value: .bool(!value), type: .bool), to: expectation, at: position)
        case .conditional(let condition, let whenTrue, let whenFalse):
            guard case .bool(let holds) = try evaluate(condition, expecting: Expectation(type: .bool)).value else {
                throw decline(position, "a '?:' condition that is not a Bool")
            }
            // Both branches must compile; only the chosen one runs.
            let chosen = try evaluate(holds ? whenTrue : whenFalse, expecting: expectation)
            let other = try typeCheckOnly { (evaluator: inout ManifestEvaluator) throws(StaticManifestDecline) in
                try evaluator.evaluate(
                    holds ? whenFalse : whenTrue, expecting: expectation ?? Expectation(type: chosen.type))
            }
            guard other.type == chosen.type else { throw mismatch(other.type, chosen.type, at: position) }
            return chosen
        case .unsupported(let operand, let what):
            _ = try evaluate(operand, expecting: nil)
            throw decline(position, what)
        }
    }

    private mutating func evaluateString(
        _ parts: [ManifestStringPart], expecting expectation: Expectation?,
        at position: ManifestPosition
    ) throws(StaticManifestDecline) -> TypedValue {
        var text = ""
        var interpolated = false
        for part in parts {
            switch part {
            case .text(let value):
                text += value
            case .interpolation(let inner):
                interpolated = true
                let value = try evaluate(inner, expecting: nil)
                switch value.value {
                case .string(let string): text += string
                case .int(let number): text += String(number)
                default: throw decline(inner.position, "interpolating a value of type \(value.type)")
                }
            }
        }
        guard let expectation, expectation.type != .string else {
            return TypedValue(value: .string(text), type: .string)
        }
        guard case .api(let type) = expectation.type, type.acceptsStringLiteral else {
            throw mismatch(.string, expectation.type, at: position)
        }
        // Only a literal converts: these types are ExpressibleByStringLiteral, not by interpolation.
        guard !interpolated else {
            throw decline(
                position, "an interpolated string where \(type.rawValue) is expected (SwiftPM could not compile this)")
        }
        return TypedValue(value: .object(try stringLiteral(text, as: type, at: position)), type: .api(type))
    }

    /// `"Name"` as a `Target.Dependency`, `"1.0.0"` as a `Version`...
    private mutating func stringLiteral(_ text: String, as type: APIType, at position: ManifestPosition)
        throws(StaticManifestDecline) -> ManifestObject
    {
        let object: ManifestObject
        switch type {
        case .targetDependency:
            object = ManifestObject(
                type: type, member: "byNameItem", fields: ["name": .string(text)], position: position)
        case .pluginUsage:
            object = ManifestObject(type: type, member: "plugin", fields: ["name": .string(text)], position: position)
        case .version:
            if !SemanticVersion.isValid(text) { runtimeErrors.append("Invalid semantic version string '\(text)'") }
            object = ManifestObject(
                type: type, member: "stringLiteral", fields: ["rawValue": .string(text)], position: position)
        case .trait, .dependencyTrait:
            object = ManifestObject(type: type, member: "init", fields: ["name": .string(text)], position: position)
        default:
            object = ManifestObject(
                type: type, member: "stringLiteral", fields: ["rawValue": .string(text)], position: position)
        }
        return object
    }

    private mutating func evaluateArray(
        _ elements: [ManifestExpression], expecting expectation: Expectation?,
        at position: ManifestPosition
    ) throws(StaticManifestDecline) -> TypedValue {
        var elementType: ManifestType?
        var isSet = false
        if let expectation {
            switch expectation.type {
            case .array(let element): elementType = element
            case .set(let element): elementType = element; isSet = true
            default: throw decline(position, "an array literal where \(expectation.type) is expected")
            }
        }
        var values: [ManifestValue] = []
        for element in elements {
            let value = try evaluate(element, expecting: elementType.map { Expectation(type: $0) })
            if elementType == nil { elementType = value.type }
            values.append(value.value)
        }
        guard let elementType else { throw decline(position, "an empty array literal without a type") }
        return TypedValue(value: .array(values), type: isSet ? .set(elementType) : .array(elementType))
    }

    /// Evaluates `body` for its types only: what it would record at run time is dropped, since the
    /// code does not run (the other branch of `?:`, the right side of a short-circuited `&&`).
    private mutating func typeCheckOnly(_ body: (inout ManifestEvaluator) throws(StaticManifestDecline) -> TypedValue)
        throws(StaticManifestDecline) -> TypedValue
    {
        let saved = (runtimeErrors, packages)
        defer { (runtimeErrors, packages) = saved }
        return try body(&self)
    }

    /// `==` and `!=` on strings, Booleans and integers; `&&` and `||` on Booleans.
    private mutating func evaluateLogic(
        _ op: String, _ lhs: ManifestExpression, _ rhs: ManifestExpression,
        at position: ManifestPosition
    ) throws(StaticManifestDecline) -> TypedValue {
        if op == "&&" || op == "||" {
            guard case .bool(let left) = try evaluate(lhs, expecting: Expectation(type: .bool)).value else {
                throw decline(position, "'\(op)' on a value that is not a Bool")
            }
            let runsRight = op == "&&" ? left : !left
            let right =
                runsRight
                ? try evaluate(rhs, expecting: Expectation(type: .bool))
                : try typeCheckOnly { (evaluator: inout ManifestEvaluator) throws(StaticManifestDecline) in
                    try evaluator.evaluate(rhs, expecting: Expectation(type: .bool))
                }
            guard case .bool(let rightValue) = right.value else {
                throw decline(position, "'\(op)' on a value that is not a Bool")
            }
            return TypedValue(value: .bool(op == "&&" ? left && rightValue : left || rightValue), type: .bool)
        }
        let left = try evaluate(lhs, expecting: nil)
        let right = try evaluate(rhs, expecting: Expectation(type: left.type))
        let equal: Bool
        switch (left.value, right.value) {
        case (.string(let a), .string(let b)): equal = a == b
        case (.bool(let a), .bool(let b)): equal = a == b
        case (.int(let a), .int(let b)): equal = a == b
        default: throw decline(position, "'\(op)' on values of type \(left.type)")
        }
        return TypedValue(value: .bool(op == "==" ? equal : !equal), type: .bool)
    }

    private mutating func evaluateBinary(
        _ op: String, _ lhs: ManifestExpression, _ rhs: ManifestExpression,
        expecting expectation: Expectation?, at position: ManifestPosition
    ) throws(StaticManifestDecline) -> TypedValue {
        if op == "+" {
            let operandExpectation: Expectation?
            if let expectation {
                switch expectation.type {
                case .string, .array: operandExpectation = Expectation(type: expectation.type)
                default: throw decline(position, "'+' where \(expectation.type) is expected")
                }
            } else {
                operandExpectation = nil
            }
            let left = try evaluate(lhs, expecting: operandExpectation)
            let right = try evaluate(rhs, expecting: Expectation(type: left.type))
            switch (left.value, right.value) {
            case (.string(let a), .string(let b)): return TypedValue(value: .string(a + b), type: .string)
            case (.array(let a), .array(let b)): return TypedValue(value: .array(a + b), type: left.type)
            default: throw decline(position, "'+' on values of type \(left.type)")
            }
        }
        // `..<` and `...`: ranges of versions (dependency requirements) or integers (ports).
        let bound: ManifestType
        if let expectation {
            switch (op, expectation.type) {
            case ("..<", .range(let type)), ("...", .closedRange(let type)): bound = type
            default: throw decline(position, "'\(op)' where \(expectation.type) is expected")
            }
        } else {
            throw decline(position, "'\(op)' without a type from the context")
        }
        let lower = try evaluate(lhs, expecting: Expectation(type: bound))
        let upper = try evaluate(rhs, expecting: Expectation(type: bound))
        return TypedValue(
            value: .range(lower.value, upper.value), type: op == "..<" ? .range(bound) : .closedRange(bound))
    }

    // MARK: - Names, members, properties

    private func lookUp(_ name: String, at position: ManifestPosition) throws(StaticManifestDecline) -> TypedValue {
        for scope in closureScopes.reversed() {
            if let value = scope[name] { return value }
        }
        if let binding = bindings[name] { return binding.value }
        if let type = Self.typeNamed(name) { return TypedValue(value: .type(type), type: .metatype(type)) }
        if let why = Self.environmentNames[name] { throw decline(position, why) }
        throw decline(position, "'\(name)' is not a constant of the manifest nor a PackageDescription type")
    }

    /// The types a manifest may name as values (`Target.target(...)`, `Package(...)`).
    private static func typeNamed(_ name: String) -> ManifestType? {
        if name == "PackageDescription" { return nil }
        if let type = APIType(rawValue: name) ?? APIType.aliases[name] { return .api(type) }
        return nil
    }

    /// `Type.member` or `.member` (a constant, or a nested type such as `Target.Dependency`).
    private mutating func staticMember(_ name: String, of type: ManifestType, at position: ManifestPosition)
        throws(StaticManifestDecline) -> TypedValue
    {
        if case .api(let outer) = type, let nested = APIType(rawValue: "\(outer.rawValue).\(name)") {
            return TypedValue(value: .type(.api(nested)), type: .metatype(.api(nested)))
        }
        let candidates = PackageDescriptionAPI.members(of: type, named: name).filter { $0.parameters == nil }
        guard !candidates.isEmpty else {
            if !PackageDescriptionAPI.members(of: type, named: name).isEmpty {
                throw decline(position, "'.\(name)' of \(type) used without calling it")
            }
            throw decline(position, "'.\(name)' is not a member of \(type) that archlint reads")
        }
        let member = try available(candidates, name: name, of: type, at: position)[0]
        return try makeValue(member, fields: [:], at: position)
    }

    /// Keeps the candidates that exist in the manifest's tools version (and whose module is imported).
    private func available(
        _ candidates: [APIMember], name: String, of type: ManifestType,
        at position: ManifestPosition
    ) throws(StaticManifestDecline) -> [APIMember] {
        let inModule = candidates.filter { importedModules.contains($0.module) }
        guard !inModule.isEmpty else {
            if candidates[0].module == "PackageDescription" {
                throw decline(
                    position, "the manifest does not import PackageDescription (SwiftPM could not compile this)")
            }
            throw decline(position, "'\(name)' needs 'import \(candidates[0].module)' (SwiftPM could not compile this)")
        }
        let available = inModule.filter { $0.isAvailable(in: toolsVersion) }
        guard !available.isEmpty else {
            throw decline(
                position,
                "'\(name)' of \(type) does not exist in tools version \(toolsVersion) (SwiftPM could not compile this)")
        }
        return available
    }

    private func readProperty(_ name: String, of receiver: TypedValue, at position: ManifestPosition)
        throws(StaticManifestDecline) -> TypedValue
    {
        guard case .object(let object) = receiver.value, let property = property(name, of: object.type, at: position)
        else {
            throw decline(position, "'.\(name)' of a value of type \(receiver.type)")
        }
        guard !property.acceptsNil else {
            throw decline(position, "reading the optional property '\(name)'")
        }
        return TypedValue(value: object.fields[property.key] ?? property.defaultValue, type: property.type)
    }

    private func property(_ name: String, of type: APIType, at position: ManifestPosition) -> APIProperty? {
        guard let property = PackageDescriptionAPI.properties[type]?.first(where: { $0.name == name }) else {
            return nil
        }
        if let introduced = property.introduced, toolsVersion < introduced { return nil }
        return property
    }

    // MARK: - Calls

    private mutating func evaluateCall(
        _ callee: ManifestExpression, _ arguments: [ManifestArgument], expecting expectation: Expectation?,
        discardable: Bool, at position: ManifestPosition
    ) throws(StaticManifestDecline) -> TypedValue {
        switch callee.kind {
        case .implicitMember(let name):
            guard let expectation else {
                throw decline(
                    position, "'.\(name)(...)' without a type from the context (SwiftPM could not compile this)")
            }
            return try conform(
                try callStatic(name, on: expectation.type, arguments, at: position), to: expectation, at: position)
        case .name(let name):
            let target = try lookUp(name, at: callee.position)
            guard case .type(let type) = target.value else { throw decline(position, "calling '\(name)'") }
            return try conform(try callStatic("init", on: type, arguments, at: position), to: expectation, at: position)
        case .member(let base, let name):
            // Mutations of arrays held by a `var` or by a package property.
            if name == "append" {
                guard discardable else { throw decline(position, "the result of 'append' used as a value") }
                try append(arguments, to: base, at: position)
                return TypedValue(value: .none, type: .bool)
            }
            let receiver = try evaluate(base, expecting: nil)
            if case .type(let type) = receiver.value {
                // `Package.Dependency.Trait(...)`: a nested type's initializer.
                if case .api(let outer) = type, let nested = APIType(rawValue: "\(outer.rawValue).\(name)") {
                    return try conform(
                        try callStatic("init", on: .api(nested), arguments, at: position), to: expectation, at: position
                    )
                }
                return try conform(
                    try callStatic(name, on: type, arguments, at: position), to: expectation, at: position)
            }
            if name == "map", case .array(let elementType) = receiver.type, case .array(let elements) = receiver.value {
                return try map(elements, of: elementType, arguments, expecting: expectation, at: position)
            }
            throw decline(position, "the method '\(name)' on a value of type \(receiver.type)")
        default:
            throw decline(position, "calling an expression")
        }
    }

    /// Calls the static member `name` of `type` with Swift's rules: the overloads available in the
    /// tools version whose labels match, in order; the first whose arguments type-check wins.
    private mutating func callStatic(
        _ name: String, on type: ManifestType, _ arguments: [ManifestArgument],
        at position: ManifestPosition
    ) throws(StaticManifestDecline) -> TypedValue {
        let all = PackageDescriptionAPI.members(of: type, named: name).filter { $0.parameters != nil }
        guard !all.isEmpty else {
            if name == "init", case .api(let apiType) = type {
                throw decline(position, "\(apiType.rawValue)(...) is not an initializer archlint reads")
            }
            throw decline(position, "'\(name)(...)' is not a member of \(type) that archlint reads")
        }
        let candidates = try available(all, name: name, of: type, at: position)
        var firstFailure: StaticManifestDecline?
        var matchedLabels = false
        for member in candidates {
            guard let bindings = bind(arguments, to: member.parameters ?? []) else { continue }
            matchedLabels = true
            let saved = (runtimeErrors, packages)
            do throws(StaticManifestDecline) {
                var fields: [String: ManifestValue] = [:]
                for (parameter, argument) in bindings {
                    let value = try evaluate(
                        argument.value, expecting: Expectation(type: parameter.type, acceptsNil: parameter.acceptsNil))
                    fields[parameter.key] = value.value
                }
                return try makeValue(member, fields: fields, at: position)
            } catch {
                (runtimeErrors, packages) = saved
                if firstFailure == nil { firstFailure = error }
            }
        }
        if let firstFailure { throw firstFailure }
        let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
        _ = matchedLabels
        throw decline(
            position,
            "no '\(name)(\(labels))' of \(type) in tools version \(toolsVersion) (SwiftPM could not compile this)")
    }

    /// Pairs arguments with parameters in order; defaulted parameters may be skipped.
    private func bind(_ arguments: [ManifestArgument], to parameters: [APIParameter]) -> [(
        APIParameter, ManifestArgument
    )]? {
        var result: [(APIParameter, ManifestArgument)] = []
        var index = 0
        for parameter in parameters {
            if index < arguments.count, arguments[index].label == parameter.label {
                result.append((parameter, arguments[index]))
                index += 1
            } else if !parameter.hasDefault {
                return nil
            }
        }
        return index == arguments.count ? result : nil
    }

    /// The value a member makes, after PackageDescription's own run-time checks.
    private mutating func makeValue(_ member: APIMember, fields: [String: ManifestValue], at position: ManifestPosition)
        throws(StaticManifestDecline) -> TypedValue
    {
        var all = member.constants.mapValues { ManifestValue.string($0) }
        for (key, value) in fields { all[key] = value }
        switch member.result {
        case .api(let type):
            let object = ManifestObject(type: type, member: member.name, fields: all, position: position)
            switch PackageDescriptionRuntime.check(object) {
            case .valid: break
            case .error(let message): runtimeErrors.append(message)
            case .crash(let message): throw decline(position, "\(message) (the manifest would crash when run)")
            }
            if type == .package { packages.append(object) }
            return TypedValue(value: .object(object), type: member.result)
        case .range:
            let from = all["from"] ?? .none
            return TypedValue(value: .range(from, from), type: member.result)
        default:
            throw decline(position, "'\(member.name)' makes a value archlint does not model")
        }
    }

    // MARK: - map

    private mutating func map(
        _ elements: [ManifestValue], of elementType: ManifestType, _ arguments: [ManifestArgument],
        expecting expectation: Expectation?, at position: ManifestPosition
    ) throws(StaticManifestDecline) -> TypedValue {
        guard arguments.count == 1, arguments[0].label == nil, case .closure(let closure) = arguments[0].value.kind
        else {
            throw decline(position, "'.map' with something other than one closure")
        }
        guard closure.parameters.count <= 1 else { throw decline(position, "a '.map' closure with several parameters") }
        var resultType: ManifestType?
        if let expectation {
            guard case .array(let element) = expectation.type else {
                throw decline(position, "'.map' where \(expectation.type) is expected")
            }
            resultType = element
        }
        var results: [ManifestValue] = []
        for element in elements {
            let parameter = TypedValue(value: element, type: elementType)
            closureScopes.append(closure.parameters.first.map { [$0: parameter] } ?? ["$0": parameter])
            defer { closureScopes.removeLast() }
            let value = try evaluate(closure.body, expecting: resultType.map { Expectation(type: $0) })
            if resultType == nil { resultType = value.type }
            results.append(value.value)
        }
        guard let resultType else {
            throw decline(position, "'.map' over an empty array without a type from the context")
        }
        return TypedValue(value: .array(results), type: .array(resultType))
    }

    // MARK: - Mutation

    private enum Place {
        case variable(String)
        case property(ManifestObject, APIProperty)
    }

    private mutating func place(of expression: ManifestExpression) throws(StaticManifestDecline) -> (
        Place, ManifestType, acceptsNil: Bool
    ) {
        switch expression.kind {
        case .name(let name):
            guard let binding = bindings[name] else {
                _ = try lookUp(name, at: expression.position)
                throw decline(expression.position, "assigning to '\(name)'")
            }
            guard binding.mutable else {
                throw decline(expression.position, "'\(name)' is a let constant (SwiftPM could not compile this)")
            }
            return (.variable(name), binding.value.type, false)
        case .member(let base, let name):
            let receiver = try evaluate(base, expecting: nil)
            guard case .object(let object) = receiver.value, object.type == .package,
                let property = property(name, of: object.type, at: expression.position)
            else {
                throw decline(expression.position, "changing '.\(name)' of a value of type \(receiver.type)")
            }
            guard property.settable else { throw decline(expression.position, "'\(name)' cannot be changed") }
            return (.property(object, property), property.type, property.acceptsNil)
        default:
            throw decline(expression.position, "assigning to an expression")
        }
    }

    private func read(_ place: Place) -> ManifestValue {
        switch place {
        case .variable(let name): bindings[name]?.value.value ?? .none
        case .property(let object, let property): object.fields[property.key] ?? property.defaultValue
        }
    }

    private mutating func write(_ value: ManifestValue, to place: Place) {
        switch place {
        case .variable(let name): bindings[name]?.value.value = value
        case .property(let object, let property): object.fields[property.key] = value
        }
    }

    private mutating func assign(
        _ valueExpression: ManifestExpression, to target: ManifestExpression, operator op: String,
        at position: ManifestPosition
    ) throws(StaticManifestDecline) {
        let (place, type, acceptsNil) = try self.place(of: target)
        if op == "=" {
            let value = try evaluate(valueExpression, expecting: Expectation(type: type, acceptsNil: acceptsNil))
            write(value.value, to: place)
            return
        }
        guard !acceptsNil else {
            throw decline(position, "'+=' on an optional property (SwiftPM could not compile this)")
        }
        let value = try evaluate(valueExpression, expecting: Expectation(type: type))
        switch (read(place), value.value) {
        case (.array(let current), .array(let added)): write(.array(current + added), to: place)
        case (.string(let current), .string(let added)): write(.string(current + added), to: place)
        default: throw decline(position, "'+=' on a value of type \(type)")
        }
    }

    /// `x.append(element)` and `x.append(contentsOf: elements)`.
    private mutating func append(
        _ arguments: [ManifestArgument], to target: ManifestExpression, at position: ManifestPosition
    ) throws(StaticManifestDecline) {
        let (place, type, acceptsNil) = try self.place(of: target)
        guard !acceptsNil, case .array(let element) = type, case .array(let current) = read(place) else {
            throw decline(position, "'append' on a value of type \(type)\(acceptsNil ? "?" : "")")
        }
        guard arguments.count == 1 else { throw decline(position, "'append' with \(arguments.count) arguments") }
        switch arguments[0].label {
        case nil:
            let value = try evaluate(arguments[0].value, expecting: Expectation(type: element))
            write(.array(current + [value.value]), to: place)
        case "contentsOf":
            let value = try evaluate(arguments[0].value, expecting: Expectation(type: type))
            guard case .array(let added) = value.value else {
                throw decline(position, "'append(contentsOf:)' with a value of type \(value.type)")
            }
            write(.array(current + added), to: place)
        default:
            throw decline(position, "'append(\(arguments[0].label ?? "_"):)'")
        }
    }
}
