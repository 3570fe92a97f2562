import Foundation
import ArchLintSupport
import ArchLintGraph

/// Plans for a confined type (a DTO) used outside the module that declares it: the importer
/// should see a domain type, mapped from the DTO where the DTO lives. What exists is reused: a
/// domain model of the same name (`User` for `UserDTO`) anywhere the importer or the declaring
/// module can see, and a mapper the declaring module already has (`User.init(_ dto: UserDTO)`,
/// `UserDTO.toDomain()`, a `*Mapper`); only what is missing is proposed.
extension FixPlanner {
    func domainTypePlan(_ edge: EdgeKey, symbols names: String) -> FixPlan {
        let confined = names.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let declaring = edge.to
        let domain =
            graph.importedModules(of: declaring).first { $0.contains("Domain") }
            ?? sharedModules(edge, for: .valueType).first ?? edge.from
        var phrases: [String] = []
        var steps: [String] = []
        var pairs: [(confined: String, domain: String)] = []
        for name in confined {
            let domainName =
                name.hasSuffix("DTO")
                ? String(name.dropLast(3))
                : ServiceSkeleton.stripSuffix(name) == name ? "\(name)Model" : ServiceSkeleton.stripSuffix(name)
            pairs.append((name, domainName))
            let existing = existingDeclaration(named: domainName, near: edge)
            let mapper = graph.modules[declaring].flatMap { existingMapper(from: name, to: domainName, in: $0) }
            var phrase: String
            if let existing {
                phrase =
                    "use \(existing.module)'s existing `\(domainName)` (\(Self.place(existing.location))) for `\(name)`"
                steps.append("\(edge.from) works on `\(domainName)` from \(existing.module) instead of `\(name)`")
            } else {
                phrase = "introduce `\(domainName)` for `\(name)` in \(domain)"
                steps.append("declare `public struct \(domainName)` in \(domain) with the fields \(edge.from) reads")
            }
            if let mapper {
                phrase += ", mapped by the existing `\(mapper.name)` (\(Self.place(mapper.location))) in \(declaring)"
                steps.append("in \(declaring), map with the existing `\(mapper.name)`")
            } else {
                phrase += existing == nil ? "" : ", mapped in \(declaring)"
                steps.append("in \(declaring), add `extension \(name) { func toDomain() -> \(domainName) }`")
            }
            phrases.append(phrase)
        }
        steps.append(
            "return \(pairs.map(\.domain).joined(separator: ", ")) from \(declaring)'s repositories (behind "
                + "\(domain)'s protocols); \(edge.from) uses only \(domain)'s types"
        )
        let allNew =
            pairs.allSatisfy { existingDeclaration(named: $0.domain, near: edge) == nil }
            && pairs.allSatisfy { pair in
                graph.modules[declaring].flatMap { existingMapper(from: pair.confined, to: pair.domain, in: $0) } == nil
            }
        let summary =
            allNew
            ? "introduce \(pairs.map { "`\($0.domain)` for `\($0.confined)`" }.joined(separator: ", ")) in \(domain), "
                + "mapped by `toDomain()` in \(declaring)"
            : phrases.joined(separator: "; ")
        return FixPlan(
            situation: .introduceDomainType, summary: summary, steps: steps,
            ownerModule: domain, implementingModule: declaring, symbols: crossing(edge))
    }

    /// A declaration named `name` in a module the importer or the declaring module sees (their
    /// imports, and those modules' own imports), or in either of them.
    func existingDeclaration(named name: String, near edge: EdgeKey) -> (module: String, location: SourceLocation)? {
        var candidates: [String] = []
        for start in [edge.to, edge.from] {
            for imported in graph.importedModules(of: start) where !candidates.contains(imported) {
                candidates.append(imported)
                for second in graph.importedModules(of: imported) where !candidates.contains(second) {
                    candidates.append(second)
                }
            }
        }
        candidates += [edge.from, edge.to].filter { !candidates.contains($0) }
        for candidate in candidates {
            guard let module = graph.modules[candidate], module.kind.isTarget,
                let entry = symbols.declarations(of: module)[name], entry.declaration.kind != .extension
            else { continue }
            return (candidate, entry.location)
        }
        return nil
    }
}
