import Foundation
import ArchLintSupport
import ArchLintSyntax
import ArchLintGraph

/// What a declaration that crosses an edge is to the module using it: the plan that removes the
/// edge depends on it.
enum SymbolRole: String, Comparable {
    /// A protocol: depend on (or move down) the module that declares it.
    case protocolType = "protocol"
    /// A struct or enum carried around as data: move it down to a shared module.
    case valueType = "value type"
    /// Something the importer calls (a class, an actor, a type whose functions it calls, a free
    /// function): invert it behind a protocol the importer owns.
    case service
    /// A screen, or what builds one (a view, a view model, a view modifier): route through the
    /// composition root.
    case screen
    /// A child feature composed by type (its reducer, its `State` or `Action`).
    case childFeature = "child feature"
    /// A component (a reducer or view other than the feature's own) that another feature
    /// reuses: it belongs in a shared module.
    case sharedComponent = "shared component"

    static func < (lhs: SymbolRole, rhs: SymbolRole) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A crossing symbol with its role and what the plan needs of its declaration.
struct ClassifiedSymbol {
    var crossing: CrossingSymbol
    var role: SymbolRole
    /// The declaration in the imported module (nil for an extension of another module's type).
    var declared: DeclaredSymbol?
    /// The declaration's signature, with the attributes written above it (`@MainActor`).
    var signature: String?

    var name: String { crossing.name }
    /// `@MainActor` (or another global actor) isolates the type.
    var isMainActor: Bool { signature?.contains("@MainActor") == true }
    var isSendable: Bool {
        crossing.kind == .actor || declared?.inherits.contains("Sendable") == true || isMainActor
    }
}

extension FixPlanner {
    static let viewBases: Set<String> = [
        "View", "ViewModifier", "Scene", "App", "UIView", "UIViewController", "NSView", "NSViewController",
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
        "UITableViewCell", "UICollectionViewCell", "UIHostingController", "NSHostingController",
    ]
    static let screenSuffixes = [
        "View", "Screen", "ViewController", "Controller", "Coordinator", "ViewModel", "Presenter", "Router", "Flow",
        "Sheet",
    ]
    static let serviceSuffixes = [
        "Service", "Client", "Repository", "Store", "Manager", "API", "Api", "Provider", "Tracker", "Logger", "Signer",
        "Handler", "Interactor", "UseCase", "Storage", "Cache", "Session", "Gateway", "Loader", "Fetcher", "Debouncer",
        "Scheduler", "Monitor", "Engine", "Controller",
    ]

    /// The crossing symbols of an edge, each with its role.
    func classified(_ edge: EdgeKey) -> [ClassifiedSymbol] {
        guard let module = graph.modules[edge.to] else { return [] }
        let declarations = symbols.declarations(of: module)
        return symbols.crossingSymbols(from: edge.from, to: edge.to).map { symbol in
            let declared = symbol.kind == .extension ? nil : declarations[symbol.name]
            let signature = declared.flatMap { entry in
                DeclarationSignature.text(
                    in: sourceText(entry.location.file), line: entry.location.line, column: entry.location.column)
            }
            var item = ClassifiedSymbol(crossing: symbol, role: .valueType, declared: declared, signature: signature)
            item.role = role(of: item)
            return item
        }
    }

    func role(of item: ClassifiedSymbol) -> SymbolRole {
        let symbol = item.crossing
        switch symbol.kind {
        case .extension:
            if Self.viewBases.contains(symbol.name) { return .screen }
            // Constants added to another module's type (`AlertState.noP2PLink`): a shared
            // component, not a service.
            return symbol.members.allSatisfy { foreignMemberIsStaticValue(symbol, $0) } ? .valueType : .service
        case .protocol:
            return .protocolType
        case .func, .var, .let, .macro:
            return .service
        default:
            break
        }
        let inherits = Set(item.declared?.inherits ?? [])
        if !inherits.isDisjoint(with: ["Reducer", "ReducerProtocol"]) || item.signature?.contains("@Reducer") == true
            || !Set(symbol.members).isDisjoint(with: ["State", "Action"])
        {
            return .childFeature
        }
        if !inherits.isDisjoint(with: Self.viewBases)
            || Self.screenSuffixes.contains(where: { symbol.name.hasSuffix($0) && symbol.name != $0 })
                && symbol.kind != .enum
        {
            return .screen
        }
        if symbol.kind == .class || symbol.kind == .actor { return .service }
        if symbol.members.contains(where: { memberIsFunction(item, $0) }) { return .service }
        if Self.serviceSuffixes.contains(where: { symbol.name.hasSuffix($0) }) && !symbol.name.hasSuffix("DTO") {
            return .service
        }
        return .valueType
    }

    /// True when a member another module's extension adds is a `static let`/`static var`.
    func foreignMemberIsStaticValue(_ symbol: CrossingSymbol, _ member: String) -> Bool {
        guard
            let location = graphModule(declaring: symbol).flatMap({ module in
                symbols.extensions(of: module).first { $0.name == symbol.name }?.members[member]?.location
            }),
            let signature = DeclarationSignature.text(
                in: sourceText(location.file), line: location.line, column: location.column)
        else { return false }
        let words = RequirementText.tokens(signature)
        return (words.contains("static") || words.contains("class")) && (words.contains("let") || words.contains("var"))
    }

    /// The module whose file declares the symbol.
    func graphModule(declaring symbol: CrossingSymbol) -> Module? {
        graph.modules.values.first { $0.files.contains(symbol.declaredAt.file) }
    }

    /// True when the member is declared as a function.
    func memberIsFunction(_ item: ClassifiedSymbol, _ member: String) -> Bool {
        guard let location = item.declared?.members[member]?.location,
            let signature = DeclarationSignature.text(
                in: sourceText(location.file), line: location.line, column: location.column)
        else { return false }
        return RequirementText.tokens(signature).contains("func")
    }

    /// `Name (File.swift:12)`: a symbol and where it first crosses.
    static func crossingPlace(_ symbol: CrossingSymbol) -> String {
        // An extension of another module's type is named by what it adds: `AlertState.noP2PLink`.
        let name =
            symbol.kind == .extension
            ? symbol.members.map { "\(symbol.name).\($0)" }.joined(separator: ", ") : symbol.name
        guard let first = symbol.uses.first else { return name }
        return "\(name) (\(place(first)))"
    }

    /// `A, B and 2 more (File.swift:12)`: the symbols by name, and the first place one crosses
    /// (the steps and the JSON plan list every use); one place keeps the finding's note short.
    static func describeSymbols(_ items: [ClassifiedSymbol], limit: Int = 3) -> String {
        let shown = items.prefix(limit).map { item in
            item.crossing.kind == .extension
                ? item.crossing.members.map { "\(item.name).\($0)" }.joined(separator: ", ") : item.name
        }
        let first = items.flatMap(\.crossing.uses).min()
        return shown.joined(separator: ", ") + (items.count > limit ? " and \(items.count - limit) more" : "")
            + (first.map { " (\(place($0)))" } ?? "")
    }

    /// Modules both `from` and `to` reach through their imports, that neither is: where a
    /// declaration both need can move down to. Ordered by how well the name fits `role`.
    func sharedModules(_ edge: EdgeKey, for role: SymbolRole) -> [String] {
        func reachable(_ start: String) -> Set<String> {
            var seen: Set<String> = []
            var pending = graph.importedModules(of: start)
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                pending.append(contentsOf: graph.importedModules(of: next))
            }
            return seen
        }
        let shared = reachable(edge.from).intersection(reachable(edge.to)).subtracting([edge.from, edge.to]).filter {
            name in
            guard let module = graph.modules[name], module.kind == .target(.regular) else { return false }
            return !isFeature(name)
        }
        let preferred: [String]
        switch role {
        case .protocolType: preferred = ["Interface", "Domain", "Core", "Shared", "Common", "Kit"]
        case .screen: preferred = ["UI", "Design", "Component", "Kit", "Shared", "Common"]
        default: preferred = ["Domain", "Model", "Shared", "Common", "Core", "Kit"]
        }
        func score(_ name: String) -> Int {
            preferred.firstIndex { name.localizedCaseInsensitiveContains($0) } ?? preferred.count
        }
        return shared.sorted {
            (score($0), graph.importedModules(of: $0).count, $0) < (score($1), graph.importedModules(of: $1).count, $1)
        }
    }

    /// Other modules that name `symbol` of `module` (besides `except`), sorted.
    func otherUsers(of symbol: String, in module: String, except: String) -> [String] {
        graph.imported.filter { $0.key.to == module && $0.key.from != except }.map(\.key.from)
            .filter { user in
                symbols.crossingSymbols(from: user, to: module).contains { $0.name == symbol && !$0.isIndirect }
            }
            .sorted()
    }
}
