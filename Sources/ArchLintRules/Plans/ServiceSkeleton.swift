import Foundation
import ArchLintSupport
import ArchLintSyntax
import ArchLintGraph

/// The Swift source of an inversion: the protocol the importer declares (one requirement per
/// member it uses, signatures copied from their declarations) and the conformance that makes the
/// imported code satisfy it.
///
/// Types of the imported module in a signature cannot stay (the importer will no longer see
/// them): an existing type the importer can see with the same name less its `DTO`/`Response`
/// suffix is reused; else, when the importer reads fields of it, a value type with exactly those
/// fields is declared beside the protocol. The conformance is `extension Type: Protocol {}` when
/// the type already matches; otherwise an adapter that forwards each requirement (to the type,
/// for static members) and maps results into the new types. It goes into the imported module
/// when that module already depends on the importer, else into the composition root, which sees
/// both.
struct ServiceSkeleton {
    let planner: FixPlanner
    let edge: EdgeKey
    let protocolName: String
    let services: [ClassifiedSymbol]
    /// Every crossing symbol, for the fields read of types that get replaced.
    let all: [ClassifiedSymbol]

    struct Built {
        var protocolText: String
        var conformanceText: String
        var conformanceModule: String
        var conformanceStep: String
        var extraSteps: [String]
    }

    /// One requirement, with where it comes from.
    struct Entry {
        var owner: ClassifiedSymbol
        /// As declared (before types are replaced): what the adapter calls.
        var original: RequirementText
        var requirement: RequirementText
    }

    /// A type declared beside the protocol for one of the imported module's types.
    struct NewType {
        var name: String
        var replaces: String
        var fields: [(name: String, type: String)]
        var sendable: Bool
    }

    func build() -> Built {
        guard let target = planner.graph.modules[edge.to], let importer = planner.graph.modules[edge.from] else {
            return Built(
                protocolText: "", conformanceText: "", conformanceModule: edge.to, conformanceStep: "", extraSteps: [])
        }
        let targetDeclarations = planner.symbols.declarations(of: target)
        var entries: [Entry] = []
        var comments: [String] = []
        for item in services {
            switch item.crossing.kind {
            case .func, .var, .let:
                if let signature = item.signature, let requirement = RequirementText(signature: signature) {
                    entries.append(Entry(owner: item, original: requirement, requirement: requirement))
                } else {
                    comments.append("// \(edge.from) uses \(item.name): declare the requirement it needs")
                }
            case .extension:
                comments.append(
                    "// \(edge.from) uses "
                        + "\(item.crossing.members.map { "\(item.name).\($0)" }.joined(separator: ", ")), added by "
                        + "\(edge.to): declare what it needs here"
                )
            default:
                let members = item.crossing.members.filter { !["init", "State", "Action"].contains($0) }
                if members.isEmpty {
                    comments.append(
                        "// \(edge.from) uses the \(item.crossing.kind.rawValue) \(item.name) itself: declare here "
                            + "what it needs of it"
                    )
                }
                for member in members {
                    guard let location = item.declared?.members[member]?.location,
                        let signature = DeclarationSignature.text(
                            in: planner.sourceText(location.file), line: location.line, column: location.column),
                        let requirement = RequirementText(signature: signature)
                    else {
                        comments.append("// \(item.name).\(member): declare the requirement \(edge.from) needs")
                        continue
                    }
                    entries.append(Entry(owner: item, original: requirement, requirement: requirement))
                }
            }
        }

        // Types of the imported module in the signatures: reuse, declare, or flag.
        let foreign = Set(targetDeclarations.keys)
        let visible = visibleTypes(of: importer)
        var replacements: [String: String] = [:]
        var newTypes: [NewType] = []
        var unresolved: [String] = []
        var extraSteps: [String] = []
        for name in Set(entries.flatMap { $0.requirement.mentionedTypes }).intersection(foreign).sorted() {
            let base = Self.stripSuffix(name)
            if base != name, let owner = visible[base] {
                replacements[name] = base
                extraSteps.append(
                    "use \(owner == edge.from ? "\(edge.from)'s" : "\(owner)'s") existing `\(base)` for `\(name)` in "
                        + "the requirements"
                )
            } else if let read = all.first(where: { $0.name == name && !$0.crossing.members.isEmpty }),
                let declared = read.declared
            {
                let newName = base == name ? name + "Value" : base
                let fields = read.crossing.members.compactMap { member -> (String, String)? in
                    guard let location = declared.members[member]?.location,
                        let signature = DeclarationSignature.text(
                            in: planner.sourceText(location.file), line: location.line, column: location.column),
                        let property = RequirementText(signature: signature), property.keyword == "var",
                        let type = property.resultType,
                        RequirementText(signature: "var x: \(type)")?.mentionedTypes.isDisjoint(with: foreign) ?? true
                    else { return nil }
                    return (member, type)
                }
                if fields.count == read.crossing.members.count {
                    replacements[name] = newName
                    newTypes.append(NewType(name: newName, replaces: name, fields: fields, sendable: read.isSendable))
                    extraSteps.append(
                        "declare `\(newName)` in \(edge.from) with the fields it reads of `\(name)` "
                            + "(\(fields.map(\.0).joined(separator: ", "))); the conformance maps `\(name)` to it"
                    )
                } else {
                    unresolved.append(name)
                }
            } else {
                unresolved.append(name)
            }
        }
        entries = entries.map { entry in
            var copy = entry
            copy.requirement = entry.requirement.replacingTypes(replacements)
            return copy
        }

        let mainActor = services.contains { $0.isMainActor }
        let single = services.count == 1 ? services[0] : nil
        let isType = single.map { [.struct, .class, .enum, .actor].contains($0.crossing.kind) } ?? false
        let simple =
            isType && replacements.isEmpty && unresolved.isEmpty && comments.isEmpty && !entries.isEmpty
            && entries.allSatisfy { !$0.original.wasStatic }
        // Instances an adapter calls (static members are called on their type, free functions
        // and globals on their module).
        let instanceOwners = services.filter { owner in
            !Self.isGlobal(owner) && entries.contains { $0.owner.name == owner.name && !$0.original.wasStatic }
        }
        // Sendable when every conforming value is: the type itself, or an adapter holding only
        // Sendable values.
        let sendable =
            !mainActor && !services.isEmpty
            && (simple ? services.allSatisfy(\.isSendable) : instanceOwners.allSatisfy(\.isSendable))
        let inRoot =
            !(planner.graph.importedEdge(from: edge.to, to: edge.from) != nil
            || planner.graph.isDeclared(from: edge.to, to: edge.from))
        let conformanceModule = inRoot ? planner.root(for: edge.from) : edge.to

        // The protocol.
        var lines = ["import Foundation"]
        let mentioned = Set(entries.flatMap { $0.requirement.mentionedTypes })
        let imports = Set(mentioned.compactMap { visible[$0] }).subtracting([edge.from, edge.to]).sorted()
        lines += imports.map { "import \($0)" }
        lines.append("")
        let conformer = inRoot ? "\(conformanceModule) makes \(edge.to)'s code conform" : "\(edge.to) conforms"
        lines.append(
            "/// Owned by \(edge.from); \(conformer), \(planner.root(for: edge.from)) injects the conforming value.")
        lines.append(
            "\(mainActor ? "@MainActor " : "")public protocol \(protocolName)\(sendable ? ": Sendable" : "") {")
        for entry in entries { lines.append("    \(entry.requirement.text)") }
        for name in unresolved {
            lines.append("    // \(name) is declared in \(edge.to): replace it with a type \(edge.from) owns")
        }
        lines += comments.map { "    \($0)" }
        lines.append("}")
        for type in newTypes {
            lines.append("")
            lines.append(
                "/// What \(edge.from) reads of \(edge.to)'s `\(type.replaces)`; \(conformanceModule) maps to it.")
            lines.append("public struct \(type.name)\(type.sendable ? ": Sendable" : "") {")
            for field in type.fields { lines.append("    public var \(field.name): \(field.type)") }
            lines.append("")
            lines.append("    public init(\(type.fields.map { "\($0.name): \($0.type)" }.joined(separator: ", "))) {")
            for field in type.fields { lines.append("        self.\(field.name) = \(field.name)") }
            lines.append("    }")
            lines.append("}")
        }
        let protocolText = lines.joined(separator: "\n") + "\n"

        // The conformance.
        // The conformance restates the requirements: it sees what the protocol's file sees.
        var conformance = ["import Foundation", "import \(edge.from)"]
        if inRoot { conformance.append("import \(edge.to)") }
        conformance += imports.filter { $0 != edge.from && $0 != edge.to }.map { "import \($0)" }
        conformance.append("")
        let step: String
        if simple, let single {
            conformance.append("/// \(single.name) already has every member \(protocolName) requires.")
            conformance.append("extension \(single.name): \(inRoot ? "@retroactive " : "")\(protocolName) {}")
            step =
                "in \(conformanceModule), add `extension \(single.name): \(protocolName) {}`: \(single.name) already "
                + "has the members"
        } else {
            let adapter =
                single.map {
                    protocolName.hasPrefix(FixPlanner.capitalized($0.name))
                        ? protocolName + "Adapter" : FixPlanner.capitalized($0.name) + protocolName
                } ?? FixPlanner.typeName(edge.to) + protocolName
            let access = inRoot ? "" : "public "
            conformance.append(
                "/// Conforms to \(edge.from)'s \(protocolName) by calling "
                    + "\(services.map(\.name).joined(separator: ", "))."
            )
            conformance.append("\(mainActor ? "@MainActor " : "")\(access)struct \(adapter): \(protocolName) {")
            for owner in instanceOwners { conformance.append("    let \(Self.lowerFirst(owner.name)): \(owner.name)") }
            if !instanceOwners.isEmpty { conformance.append("") }
            let parameters = instanceOwners.map { "_ \(Self.lowerFirst($0.name)): \($0.name)" }.joined(separator: ", ")
            if instanceOwners.isEmpty {
                conformance.append("    \(access)init() {}")
            } else {
                conformance.append("    \(access)init(\(parameters)) {")
                for owner in instanceOwners {
                    conformance.append("        self.\(Self.lowerFirst(owner.name)) = \(Self.lowerFirst(owner.name))")
                }
                conformance.append("    }")
            }
            for entry in entries {
                conformance.append("")
                let receiver =
                    Self.isGlobal(entry.owner)
                    ? edge.to : entry.original.wasStatic ? entry.owner.name : Self.lowerFirst(entry.owner.name)
                let call = entry.original.forwardingCall(on: receiver)
                var body: [String]
                let result = entry.original.resultType
                if let result, let replacement = replacements[result],
                    let type = newTypes.first(where: { $0.replaces == result })
                {
                    _ = replacement
                    let arguments = type.fields.map { "\($0.name): value.\($0.name)" }.joined(separator: ", ")
                    body = ["let value = \(call)", "return \(type.name)(\(arguments))"]
                } else if let result, let replacement = replacements[result] {
                    if let mapper = planner.existingMapper(from: result, to: replacement, in: target) {
                        body = ["let value = \(call)", "return \(mapper.expression("value"))"]
                    } else {
                        body = ["let value = \(call)", "_ = value", "fatalError(\"map \(result) to \(replacement)\")"]
                    }
                } else if result == nil || result == "Void" || result == "()" {
                    body = [call]
                } else {
                    body = ["return \(call)"]
                }
                if entry.requirement.keyword == "var" {
                    conformance.append(
                        "    \(access)\(entry.requirement.text.replacingOccurrences(of: " { get }", with: "")) {")
                } else {
                    conformance.append("    \(access)\(entry.requirement.text) {")
                }
                conformance += body.map { "        \($0)" }
                conformance.append("    }")
            }
            conformance.append("}")
            step =
                "in \(conformanceModule), add `\(adapter)`, which conforms to \(protocolName) by calling "
                + "\(services.map(\.name).joined(separator: ", "))"
                + (inRoot
                    ? " (\(edge.to) does not depend on \(edge.from), so the conformance lives where both are visible)"
                    : "")
        }
        return Built(
            protocolText: protocolText, conformanceText: conformance.joined(separator: "\n") + "\n",
            conformanceModule: conformanceModule, conformanceStep: step, extraSteps: extraSteps)
    }

    /// Type names the importer sees, with the module declaring each: its own, and those of the
    /// workspace modules it imports.
    func visibleTypes(of importer: Module) -> [String: String] {
        var result: [String: String] = [:]
        for name in planner.graph.importedModules(of: importer.name) where name != edge.to {
            guard let module = planner.graph.modules[name], module.kind.isTarget else { continue }
            for (declared, entry) in planner.symbols.declarations(of: module) where entry.declaration.access >= .package
            {
                result[declared] = result[declared] ?? name
            }
        }
        for declared in planner.symbols.declarations(of: importer).keys { result[declared] = importer.name }
        return result
    }

    /// A free function or global value: called through its module's name.
    static func isGlobal(_ item: ClassifiedSymbol) -> Bool {
        [.func, .var, .let].contains(item.crossing.kind)
    }

    static func stripSuffix(_ name: String) -> String {
        for suffix in ["DTO", "Dto", "Response", "Entity", "Record", "Payload"]
        where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    static func lowerFirst(_ name: String) -> String {
        // `APIClient` -> `apiClient`: lower the leading capitals but the last of a run.
        let characters = Array(name)
        var index = 0
        while index < characters.count, characters[index].isUppercase { index += 1 }
        if index <= 1 { return name.prefix(1).lowercased() + name.dropFirst() }
        let cut = index == characters.count ? index : index - 1
        return String(characters[..<cut]).lowercased() + String(characters[cut...])
    }
}

/// An existing function or initialiser that maps one type to another.
struct ExistingMapper {
    /// The mapping of `value`: `User(value)`, `value.toDomain()`.
    var expression: (String) -> String
    /// How it reads in a plan: `User.init(_ dto: UserDTO)`.
    var name: String
    var location: SourceLocation
}

extension FixPlanner {
    /// A mapper from `source` to `destination` that `module` already has: an initialiser of
    /// `destination` taking `source` (in an extension), a member of `source` returning
    /// `destination`, or a function of a `*Mapper` type taking `source` and returning
    /// `destination`.
    func existingMapper(from source: String, to destination: String, in module: Module) -> ExistingMapper? {
        func signature(_ location: SourceLocation) -> String? {
            DeclarationSignature.text(in: sourceText(location.file), line: location.line, column: location.column)
        }
        let declarations = symbols.declarations(of: module)
        var initializers: [SourceLocation] = []
        if let own = declarations[destination]?.members["init"] { initializers.append(own.location) }
        for extended in symbols.extensions(of: module) where extended.name == destination {
            if let member = extended.members["init"] { initializers.append(member.location) }
        }
        // Every `init` of the extension, not only the first: read the lines after it too.
        for location in initializers {
            let text = sourceText(location.file)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (offset, line) in lines.enumerated() where offset + 1 >= location.line {
                guard
                    let column = line.range(of: "init(").map({
                        line.distance(from: line.startIndex, to: $0.lowerBound) + 1
                    }),
                    let written = DeclarationSignature.text(in: text, line: offset + 1, column: column),
                    written.contains(source)
                else { continue }
                guard let open = written.range(of: "init(") else { continue }
                let parameters = RequirementText.splitTopLevel(String(written[open.upperBound...].prefix { $0 != ")" }))
                guard parameters.count == 1, let parameter = RequirementText.ParameterSyntax(parameters[0]),
                    parameter.type.trimmingCharacters(in: .whitespaces) == source
                else { continue }
                let label = parameter.label
                return ExistingMapper(
                    expression: { value in "\(destination)(\(label.map { "\($0): " } ?? "")\(value))" },
                    name: "\(destination).init(\(label ?? "_") \(parameter.name): \(source))",
                    location: SourceLocation(file: location.file, line: offset + 1, column: column))
            }
        }
        if let owner = declarations[source] {
            for (member, declared) in owner.members.sorted(by: { $0.key < $1.key }) {
                guard let written = signature(declared.location),
                    DeclarationSignature.valueType(of: written) == destination,
                    let requirement = RequirementText(signature: written), requirement.keyword == "func",
                    requirement.parameters.isEmpty
                else { continue }
                return ExistingMapper(
                    expression: { "\($0).\(member)()" }, name: "\(source).\(member)()", location: declared.location)
            }
        }
        for (name, declared) in declarations.sorted(by: { $0.key < $1.key }) where name.hasSuffix("Mapper") {
            for (member, entry) in declared.members.sorted(by: { $0.key < $1.key }) {
                guard let written = signature(entry.location), written.contains(source),
                    DeclarationSignature.valueType(of: written) == destination,
                    let requirement = RequirementText(signature: written), requirement.parameters.count == 1
                else { continue }
                let label = requirement.parameters[0].label
                let receiver = requirement.wasStatic ? name : "\(name)()"
                return ExistingMapper(
                    expression: { "\(receiver).\(member)(\(label.map { "\($0): " } ?? "")\($0))" },
                    name: "\(name).\(member)", location: entry.location)
            }
        }
        return nil
    }
}
