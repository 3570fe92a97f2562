/// `symbol-confinement`: types whose names match a pattern, declared in the selected modules,
/// are not referenced outside them.

import ArchLintSupport
import ArchLintSyntax
import ArchLintGraph

package struct SymbolConfinementRule: Rule {
    package static let description = RuleDescription(
        kind: "symbol-confinement",
        summary:
            "Types whose names match `symbols` and are declared in `declaredIn` are referenced only there (and in "
            + "`allowedIn`).",
        rationale: """
            An import edge can be right while what crosses it is wrong: a view model may import \
            Data for a repository, yet the server's DTOs must stay behind the mappers, or every \
            API change reaches the UI. The finding points at each line that names such a type \
            outside its module.
            """,
        defaultSeverity: .error,
        fix: .introduceDomainType,
        options: [
            RuleOption("symbols", .namePatterns, required: true, "Glob on type names (\"*DTO\"), or a list of them."),
            RuleOption(
                "declaredIn", .selector, required: true, "Selector of the modules whose matching types are confined."),
            RuleOption(
                "allowedIn", .selector, required: false,
                "Selector of other modules that may reference them (default none)."),
        ],
        examples: [
            RuleExample(
                configuration: #"{"kind": "symbol-confinement", "symbols": "*DTO", "declaredIn": "Data"}"#,
                imports: ["ProfileFeature -> Data", "Domain -> Data"],
                sources: [
                    "Data":
                        "public struct UserDTO: Decodable { public let name: String }\n"
                        + "public protocol UserRepository {}",
                    "ProfileFeature":
                        "import Data\n\nfunc title(_ user: UserDTO) -> String {\n"
                        + "    user.name  // UserDTO in a comment is fine\n}",
                    "Domain": "import Data\nstruct Profile { let repository: any UserRepository }",
                ],
                expected: ["ProfileFeature -> Data: UserDTO (line 3)"],
                // Data imports no `*Domain*` module: the domain type goes to the importer.
                plans: ["introduce `User` for `UserDTO` in ProfileFeature, mapped by `toDomain()` in Data"]
            ),
            RuleExample(
                configuration: #"{"kind": "symbol-confinement", "symbols": "*DTO", "declaredIn": "Data"}"#,
                imports: ["ProfileFeature -> Data", "ProfileFeature -> Domain", "Data -> Domain"],
                sources: [
                    "Domain": "public struct User {\n    public var name: String\n}",
                    "Data":
                        "import Domain\n\npublic struct UserDTO: Decodable { public let firstName: String }\n\n"
                        + "extension User {\n    init(_ dto: UserDTO) { self.init(name: dto.firstName) }\n}",
                    "ProfileFeature":
                        "import Data\nimport Domain\n\nfunc title(_ user: UserDTO) -> String { user.firstName }",
                ],
                expected: ["ProfileFeature -> Data: UserDTO (line 4)"],
                // What exists is reused: the domain model and the mapper.
                plans: [
                    "use Domain's existing `User` (File.swift:1) for `UserDTO`, mapped by the existing `User.init(_ "
                        + "dto: UserDTO)` (File.swift:6) in Data"
                ]
            ),
            RuleExample(
                configuration:
                    #"{"kind": "symbol-confinement", "symbols": ["*DTO", "*Response"], "declaredIn": "Data", "#
                    + #""allowedIn": "Mappers"}"#,
                imports: ["Mappers -> Data", "ProfileFeature -> Data"],
                sources: [
                    "Data": "public struct UserDTO {}\npublic struct ErrorResponse {}",
                    "Mappers":
                        "import Data\nfunc message(_ error: ErrorResponse, for user: UserDTO) -> String { \"\" }",
                    "ProfileFeature":
                        "import Data\nstruct UserDTO {}  // its own type, not Data's\nlet text = \"UserDTO\"",
                ],
                expected: []
            ),
        ]
    )

    package var symbols: [String]
    package var declaredIn: ModuleSelector
    package var allowedIn: ModuleSelector?

    package init(options: inout RuleOptions) throws(ConfigurationError) {
        symbols = try options.namePatterns("symbols")
        declaredIn = try options.selector("declaredIn")!
        allowedIn = try options.selector("allowedIn", required: false)
    }

    private static let typeKinds: Set<DeclarationKind> = [.struct, .class, .enum, .protocol, .actor, .typealias]

    package func evaluate(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        // Only modules that import a declaring module can name its types: their files (the
        // ones with that import) are the only ones read, besides the declaring module's own.
        for edge in context.edges {
            let from = edge.key.from, to = edge.key.to
            guard context.selects(declaredIn, to), !context.selects(declaredIn, from),
                !(allowedIn.map { context.selects($0, from) } ?? false)
            else { continue }
            let crossing = context.symbols.crossingSymbols(from: from, to: to, files: Set(edge.evidence.map(\.file)))
                .filter { symbol in
                    // A type only read through values (never named) is not "used" by name here.
                    !symbol.isIndirect && Self.typeKinds.contains(symbol.kind)
                        && symbols.contains { Glob.matches($0, symbol.name) }
                }
            // One finding per line that names confined types.
            var lines: [SourceLocation: [CrossingSymbol]] = [:]
            for symbol in crossing {
                for use in symbol.uses {
                    let line = SourceLocation(file: use.file, line: use.line, column: 0)
                    lines[line, default: []].append(symbol)
                }
            }
            for (line, found) in lines {
                let names = Array(Set(found.map(\.name))).sorted()
                let first = found.flatMap(\.uses).filter { $0.file == line.file && $0.line == line.line }.min()!
                let places = names.map { name -> String in
                    let declared = found.first { $0.name == name }!.declaredAt
                    let file = PathUtilities.relative(declared.file, to: context.resolver.root)
                    return "\(name) (declared in \(to) at \(file):\(declared.line))"
                }.joined(separator: ", ")
                violations.append(
                    Violation(
                        ruleID: context.rule.id, ruleKind: context.rule.kind, severity: context.rule.severity,
                        message: context.explained(
                            "\(from) uses \(places)",
                            fallback: RuleMessages.confinedTypesUsedOutside(symbols: symbols, declaredIn: declaredIn)
                        ),
                        location: first, edge: edge.key, symbol: names.joined(separator: ", "),
                        evidence: [FindingEvidence(edge: edge.key, location: first)]))
            }
        }
        return violations
    }

    package func coverage(_ context: RuleContext) -> RuleCoverage {
        let declaring = context.selected(declaredIn)
        return context.coverage(
            declaring + (allowedIn.map(context.selected) ?? []),
            nothingToCheck: declaring.isEmpty ? "\"declaredIn\": '\(declaredIn)' matches no module" : nil)
    }
}

extension RuleMessages {
    static func confinedTypesUsedOutside(symbols: [String], declaredIn: ModuleSelector) -> String {
        "types matching \(symbols.joined(separator: ", ")) declared in \(declaredIn) must not be used outside it"
    }
}
