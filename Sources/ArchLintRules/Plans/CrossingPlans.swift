import Foundation
import ArchLintSupport
import ArchLintSyntax
import ArchLintGraph

/// Plans for a forbidden import, chosen from what actually crosses the edge:
///
/// | what crosses | plan |
/// |---|---|
/// | nothing | delete the import |
/// | only DTOs | a domain type, mapped where the DTO lives |
/// | a child feature's reducer, `State` or `Action` | a parent composing the child by type: the root presents it |
/// | screens, between features | a routing protocol (or a factory closure) the composition root implements |
/// | services (anything called) | a protocol the importer owns, conformed by the imported module (or root), injected |
/// | only protocols | move them down to a module both sides depend on |
/// | only value types | move them down to a shared module |
///
/// Each plan names the symbols and where each first crosses (`Name (File.swift:12)`).
extension FixPlanner {
    func inversionPlan(_ edge: EdgeKey) -> FixPlan {
        // A child composed by type is the imported feature itself when its name is the module's
        // (`Settings` of SettingsFeature) or, between features, one of its entry types
        // (`FeatureUse`: `AnswerSecurityQuestionsCoordinator`); any other reducer composed by type
        // is a component the feature happens to hold, which belongs in a shared module.
        let stem = Self.stripFeature(edge.to)
        // Between features, what the importer uses of the other is judged by the other's entry
        // types (`FeatureUse`: named after it, else its screens): using one is presenting the
        // feature; a screen that is not one is a component it happens to hold.
        let betweenFeatures = isFeature(edge.from) && isFeature(edge.to)
        let entries =
            betweenFeatures
            ? graph.modules[edge.to].map {
                FeatureUse.entryTypes(declared: Array(symbols.declarations(of: $0).keys), module: edge.to)
            } ?? [] : []
        let items = classified(edge).map { item -> ClassifiedSymbol in
            var item = item
            if item.role == .childFeature {
                let own =
                    [stem, edge.to, stem + "Reducer", stem + "Core"].contains(item.name) || entries.contains(item.name)
                if !own { item.role = .sharedComponent }
            } else if betweenFeatures {
                if entries.contains(item.name), [.screen, .valueType, .service].contains(item.role) {
                    item.role = .screen
                } else if item.role == .screen {
                    item.role = .sharedComponent
                }
            }
            return item
        }
        let used = items.map { item in
            FixPlan.Symbol(
                name: item.name, kind: item.crossing.kind.rawValue, declaredAt: item.crossing.declaredAt,
                uses: item.crossing.uses, members: item.crossing.members, role: item.role.rawValue)
        }
        if items.isEmpty { return deleteImportPlan(edge) }
        // Only DTOs cross: the fix is a domain type, not a protocol.
        if items.allSatisfy({ $0.name.hasSuffix("DTO") }) {
            return domainTypePlan(edge, symbols: items.map(\.name).joined(separator: ", "))
        }
        let roles = Set(items.map(\.role))
        if roles.contains(.childFeature) { return compositionPlan(edge, items, used) }
        if roles.contains(.sharedComponent) { return moveDownPlan(edge, items, used) }
        if roles.contains(.screen), isFeature(edge.from),
            isFeature(edge.to) || roles.allSatisfy({ $0 == .screen || $0 == .valueType })
        {
            return routingPlan(edge, items, used)
        }
        if roles.contains(.service) || roles.contains(.screen) { return servicePlan(edge, items, used) }
        return moveDownPlan(edge, items, used)
    }

    // MARK: Nothing crosses

    func deleteImportPlan(_ edge: EdgeKey) -> FixPlan {
        let declared = graph.isDeclared(from: edge.from, to: edge.to)
        let summary =
            "\(edge.from) names no declaration of \(edge.to) (no type, function or extension member): delete `import "
            + "\(edge.to)`\(importPlaces(edge))"
            + (declared ? " and \"\(edge.to)\" from its dependencies in \(declarationPlace(of: edge.from))" : "")
        var steps = ["delete `import \(edge.to)`\(importPlaces(edge))"]
        if declared {
            steps.append(
                "delete \"\(edge.to)\" from the dependencies of '\(edge.from)' in \(declarationPlace(of: edge.from))")
        }
        steps.append("build: a use archlint cannot see (an operator, a conformance only) shows up as a compile error")
        return FixPlan(situation: .deleteImport, summary: summary, steps: steps, ownerModule: edge.from)
    }

    // MARK: Move down

    func moveDownPlan(_ edge: EdgeKey, _ items: [ClassifiedSymbol], _ used: [FixPlan.Symbol]) -> FixPlan {
        let onlyProtocols = items.allSatisfy { $0.role == .protocolType }
        let components = items.filter { $0.role == .sharedComponent || $0.role == .screen }
        let role: SymbolRole = onlyProtocols ? .protocolType : components.isEmpty ? .valueType : .screen
        let target = sharedModules(edge, for: role).first
        let newModule = "\(Self.stripFeature(edge.to))\(onlyProtocols ? "Interface" : "Models")"
        let destination = target.map { "\($0) (both depend on it)" } ?? "a new module `\(newModule)` both depend on"
        var users: [String] = []
        if !onlyProtocols {
            for item in items {
                let others = otherUsers(of: item.name, in: edge.to, except: edge.from)
                if !others.isEmpty { users.append("\(item.name) is also used by \(others.joined(separator: ", "))") }
            }
        }
        let what =
            onlyProtocols
            ? "only the protocol\(items.count == 1 ? "" : "s")"
            : components.isEmpty ? "value type\(items.count == 1 ? "" : "s")" : "a component that lives in \(edge.to)"
        let summary =
            "\(edge.from) uses \(what)\(components.isEmpty ? " of \(edge.to)" : ""): \(Self.describeSymbols(items)); "
            + "move \(items.count == 1 ? "it" : "them") down to \(destination), and drop the import"
        var steps = items.map { item in
            "move `\(item.crossing.kind.rawValue) \(item.name)` from \(edge.to) "
                + "(\(Self.place(item.crossing.declaredAt))) to \(target ?? newModule)"
        }
        if target == nil { steps.insert("add a module \(newModule) that \(edge.from) and \(edge.to) depend on", at: 0) }
        steps.append(
            "\(edge.to) and \(edge.from) import \(target ?? newModule) for \(items.count == 1 ? "it" : "them")")
        // Who else uses them, so the move is planned with every user in mind (kept out of the
        // one-line summary).
        steps += users
        steps.append(removalStep(edge))
        return FixPlan(
            situation: .moveDown, summary: summary, steps: steps, ownerModule: target ?? newModule,
            implementingModule: edge.to, symbols: used)
    }

    static func stripFeature(_ name: String) -> String {
        name.hasSuffix("Feature") && name != "Feature" ? String(name.dropLast("Feature".count)) : name
    }

    // MARK: Parent composes child

    func compositionPlan(_ edge: EdgeKey, _ items: [ClassifiedSymbol], _ used: [FixPlan.Symbol]) -> FixPlan {
        let children = items.filter { $0.role == .childFeature }
        let composed = children.map { item -> String in
            let parts = item.crossing.members.filter { ["State", "Action"].contains($0) }.map { "\(item.name).\($0)" }
            let first = item.crossing.uses.first.map { " (\(Self.place($0)))" } ?? ""
            return (parts.isEmpty ? item.name : parts.joined(separator: ", ")) + first
        }
        let presenter = root(for: edge.from)
        let summary =
            "\(edge.from) composes \(edge.to) by type (\(composed.joined(separator: ", "))), as its parent: let "
            + "\(presenter) present it on a delegate action, or allow parents to present their children"
        return FixPlan(
            situation: .composeInRoot, summary: summary,
            steps: [
                "\(edge.from) holds \(edge.to)'s state and runs its reducer: this is composition by type, not a call "
                    + "through an interface",
                "either: \(edge.from) sends a delegate action (e.g. "
                    + "`.delegate(.show\(Self.capitalized(Self.stripFeature(edge.to))))`) and \(presenter), which "
                    + "composes every feature, presents \(edge.to)",
                "or: if parents may present their children in this architecture, allow \(edge.from) -> \(edge.to) in "
                    + "the rules (an exception, or a parent/child allowance)",
                removalStep(edge),
            ],
            ownerModule: edge.from, implementingModule: injector(for: edge.from),
            injectingModule: injector(for: edge.from), symbols: used)
    }

    // MARK: Screens

    func routingPlan(_ edge: EdgeKey, _ items: [ClassifiedSymbol], _ used: [FixPlan.Symbol]) -> FixPlan {
        let name = "\(Self.typeName(edge.from))Routing"
        let target = Self.typeName(Self.stripFeature(edge.to))
        let function = "show\(Self.capitalized(target))"
        let screens = items.filter { $0.role == .screen }
        let values = items.filter { $0.role == .valueType || $0.role == .protocolType }
        let skeleton = """
            /// Owned by \(edge.from); \(root(for: edge.from)) implements it, the only module that imports both \
            features.
            public protocol \(name) {
                func \(function)()
            }

            """
        var summary =
            "\(edge.from) shows \(edge.to)'s screens \(Self.describeSymbols(screens)): declare `protocol \(name) { "
            + "func \(function)() }` in \(edge.from), implement it in \(root(for: edge.from))"
        var steps = [
            "declare `public protocol \(name)` in \(edge.from) with `func \(function)()`",
            "take an `any \(name)` in \(edge.from)'s factory and call `\(function)()` where it shows "
                + "\(screens.map(\.name).joined(separator: ", ")) today (\(Self.places(screens)))",
            "in \(root(for: edge.from)), implement \(name) by creating \(edge.to)'s screen; or pass \(edge.from) a "
                + "factory closure (`make\(target): () -> some View`) built in \(root(for: edge.from))",
        ]
        if !values.isEmpty {
            let destination = sharedModules(edge, for: .valueType).first ?? "a module both depend on"
            summary += "; move \(values.map(\.name).joined(separator: ", ")) down to \(destination)"
            steps.append(
                "move \(values.map { "`\($0.name)` (\(Self.place($0.crossing.declaredAt)))" }.joined(separator: ", ")) "
                    + "down to \(destination): both features use \(values.count == 1 ? "it" : "them")"
            )
        }
        steps.append(removalStep(edge))
        return FixPlan(
            situation: .routeThroughCompositionRoot, summary: summary, steps: steps,
            protocolSkeleton: skeleton, protocolName: name, ownerModule: edge.from,
            implementingModule: injector(for: edge.from),
            injectingModule: injector(for: edge.from), symbols: used, conformanceModule: injector(for: edge.from),
            conformanceSkeleton: """
                import \(edge.from)

                /// \(root(for: edge.from)) routes \(edge.from) to \(edge.to)'s screen.
                final class \(name)Implementation: \(name) {
                    func \(function)() {
                        // present \(edge.to)'s screen here
                    }
                }

                """)
    }

    static func places(_ items: [ClassifiedSymbol]) -> String {
        Array(Set(items.compactMap { $0.crossing.uses.first.map(place) })).sorted().joined(separator: ", ")
    }

    // MARK: Services

    func servicePlan(_ edge: EdgeKey, _ items: [ClassifiedSymbol], _ used: [FixPlan.Symbol]) -> FixPlan {
        let services = items.filter { $0.role == .service || $0.role == .screen }
        let serviceSymbols = services.map {
            FixPlan.Symbol(
                name: $0.name, kind: $0.crossing.kind.rawValue, declaredAt: $0.crossing.declaredAt,
                uses: $0.crossing.uses, members: $0.crossing.members)
        }
        let name = Self.protocolName(for: serviceSymbols) ?? "\(Self.typeName(edge.to))Providing"
        let built = ServiceSkeleton(planner: self, edge: edge, protocolName: name, services: services, all: items)
            .build()
        let names = services.map { item in
            item.crossing.members.isEmpty
                ? Self.crossingPlace(item.crossing)
                : item.crossing.members.map { "\(item.name).\($0)" }.joined(separator: ", ")
                    + (item.crossing.uses.first.map { " (\(Self.place($0)))" } ?? "")
        }
        let conformer = built.conformanceModule
        let conformWhere =
            conformer == edge.to
            ? "conform in \(edge.to)" : "conform in \(conformer) (\(edge.to) does not depend on \(edge.from))"
        let summary =
            "\(edge.from) uses \(names.joined(separator: ", ")): declare `protocol \(name)` in \(edge.from), "
            + "\(conformWhere), inject from \(root(for: edge.from))"
        let implementers = services.map(\.name).joined(separator: ", ")
        let files = Array(Set(services.flatMap(\.crossing.uses).map { ($0.file as NSString).lastPathComponent }))
            .sorted()
        var steps = [
            "declare `public protocol \(name)` in \(edge.from) with one requirement per member it uses of "
                + "\(implementers) (the skeleton copies their signatures)"
        ]
        steps += built.extraSteps
        steps += [
            "in \(files.joined(separator: ", ")), take an `any \(name)` in the initializer instead of using "
                + "\(implementers) and call it",
            built.conformanceStep,
            "in \(root(for: edge.from)), create the conforming value and pass it to \(edge.from)",
            removalStep(edge),
        ]
        return FixPlan(
            situation: .invertDependency, summary: summary, steps: steps,
            protocolSkeleton: built.protocolText, protocolName: name, ownerModule: edge.from,
            implementingModule: edge.to,
            injectingModule: injector(for: edge.from), symbols: used,
            conformanceModule: conformer, conformanceSkeleton: built.conformanceText)
    }
}
