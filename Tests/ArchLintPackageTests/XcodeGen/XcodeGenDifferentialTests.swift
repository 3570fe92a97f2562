import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// The XcodeGen spec reader against XcodeGen itself: XcodeGen's repository commits, beside each
/// fixture spec, the project XcodeGen generated from it (`Tests/Fixtures/**/project.yml` and
/// `NAME.xcodeproj`). Each spec is read with `XcodeGenSpecReader`, each committed project with
/// `XcodeProjectReader`, and the two are compared target by target: names, kinds, Swift files,
/// package products, target dependencies and linked targets.
///
/// Runs when `ARCHLINT_XCODEGEN_FIXTURES` names a checkout of XcodeGen (never committed here:
/// `fetch github:yonaskolb/XcodeGen` into a scratch folder); also
/// `ARCHLINT_XCODEGEN_PAIRS=SPEC=PROJECT,...` adds pairs of an app's own. Prints the agreement
/// figures; fails on any disagreement not listed in `explained` with its reason.
@Suite struct XcodeGenDifferentialTests {
    /// One aspect of one target that differs, keyed `spec-relative-path: target: aspect`, with
    /// why it is not the reader's fault.
    static let explained: [String: String] = [:]

    struct Pair {
        var spec: String
        var project: String
        var root: String
    }

    /// Every fixture spec whose folder holds the project its `name:` names.
    static func pairs(in checkout: String) -> [Pair] {
        let fixtures = "\(checkout)/Tests/Fixtures"
        var result: [Pair] = []
        let walker = FileManager.default.enumerator(atPath: fixtures)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".yml"), !relative.contains(".xcodeproj/") else { continue }
            let spec = "\(fixtures)/\(relative)"
            guard let text = try? String(contentsOfFile: spec, encoding: .utf8),
                let nameLine = text.split(separator: "\n").first(where: { $0.hasPrefix("name:") })
            else { continue }
            let name = nameLine.dropFirst("name:".count).trimmingCharacters(in: .whitespaces)
            let project = "\((spec as NSString).deletingLastPathComponent)/\(name).xcodeproj"
            if FileManager.default.fileExists(atPath: "\(project)/project.pbxproj") {
                result.append(Pair(spec: spec, project: project, root: fixtures))
            }
        }
        return result.sorted { $0.spec < $1.spec }
    }

    /// What one target looks like for the comparison, paths relative to the root and the
    /// project a reference names reduced to "self" or its path.
    struct Shape: Equatable {
        var kind: String
        var swiftFiles: [String]
        var products: [String]
        var dependencies: [String]
        var linked: [String]
        /// Module name, then per configuration: its compilation conditions, SDKROOT and
        /// SUPPORTED_PLATFORMS.
        var settings: [String]
    }

    static func shape(_ target: XcodeTarget, project: String, root: String) -> Shape {
        func reference(_ reference: XcodeTargetReference) -> String {
            reference.project == project
                ? reference.target : "\(XcodePath.relative(reference.project, to: root))/\(reference.target)"
        }
        return Shape(
            kind: target.productType,
            swiftFiles: target.swiftFiles.map { XcodePath.relative($0, to: root) },
            products: target.packageProducts.map { product in
                switch product.package {
                case .remote(let url): "\(product.productName) (\(url))"
                case .local, .unspecified: "\(product.productName) (local)"
                }
            }.sorted(),
            dependencies: target.targetDependencies.map(reference).sorted(),
            linked: target.linkedTargets.map(reference).sorted(),
            settings: ["module \(target.moduleName), default \(target.defaultConfigurationName)"]
                + target.configurations.map { configuration in
                    "\(configuration.name): \(configuration.compilationConditions) sdk \(configuration.sdkRoot ?? "-") "
                        + "\(configuration.supportedPlatforms)"
                })
    }

    struct Tally {
        var targets = 0, bothHave = 0, kinds = 0, files = 0, products = 0, dependencies = 0, linked = 0, settings = 0
        var swiftFilesGenerated = 0, swiftFilesAgreeing = 0
    }

    static func compare(_ pair: Pair, tally: inout Tally, differences: inout [String]) {
        let reading = XcodeGenSpecReader.read(specPath: pair.spec, root: pair.root, environment: [:])
        let spec = reading.projects[0]
        let generated = XcodeProjectReader.read(projectPath: pair.project, root: pair.root)
        let label = XcodePath.relative(pair.spec, to: pair.root)
        let specTargets = Dictionary(spec.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let generatedTargets = Dictionary(
            generated.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func differ(_ target: String, _ aspect: String, _ detail: String) {
            let key = "\(label): \(target): \(aspect)"
            if explained[key] == nil { differences.append("\(key): \(detail)") }
        }
        for name in Set(specTargets.keys).union(generatedTargets.keys).sorted() {
            tally.targets += 1
            guard let fromSpec = specTargets[name], let fromProject = generatedTargets[name] else {
                differ(
                    name, "target",
                    specTargets[name] == nil ? "only in the generated project" : "only in the spec reading")
                continue
            }
            tally.bothHave += 1
            let a = shape(fromSpec, project: spec.path, root: pair.root)
            let b = shape(fromProject, project: generated.path, root: pair.root)
            if a.kind == b.kind { tally.kinds += 1 } else { differ(name, "kind", "spec \(a.kind), project \(b.kind)") }
            tally.swiftFilesGenerated += b.swiftFiles.count
            tally.swiftFilesAgreeing += Set(a.swiftFiles).intersection(b.swiftFiles).count
            if a.swiftFiles == b.swiftFiles {
                tally.files += 1
            } else {
                differ(
                    name, "swift files",
                    "only from the spec \(Set(a.swiftFiles).subtracting(b.swiftFiles).sorted()), only in the project \(Set(b.swiftFiles).subtracting(a.swiftFiles).sorted())"
                )
            }
            if a.products == b.products {
                tally.products += 1
            } else {
                differ(name, "package products", "spec \(a.products), project \(b.products)")
            }
            if a.dependencies == b.dependencies {
                tally.dependencies += 1
            } else {
                differ(name, "target dependencies", "spec \(a.dependencies), project \(b.dependencies)")
            }
            if a.linked == b.linked {
                tally.linked += 1
            } else {
                differ(name, "linked targets", "spec \(a.linked), project \(b.linked)")
            }
            if a.settings == b.settings {
                tally.settings += 1
            } else {
                differ(name, "settings", "spec \(a.settings), project \(b.settings)")
            }
        }
    }

    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["ARCHLINT_XCODEGEN_FIXTURES"] != nil,
            "set ARCHLINT_XCODEGEN_FIXTURES to a checkout of github.com/yonaskolb/XcodeGen"))
    func specsReadAsXcodeGenGeneratedThem() throws {
        let checkout = ProcessInfo.processInfo.environment["ARCHLINT_XCODEGEN_FIXTURES"]!
        var pairs = Self.pairs(in: checkout)
        for extra in (ProcessInfo.processInfo.environment["ARCHLINT_XCODEGEN_PAIRS"] ?? "").split(separator: ",") {
            let parts = extra.split(separator: "=").map(String.init)
            guard parts.count == 2 else { continue }
            pairs.append(
                Pair(spec: parts[0], project: parts[1], root: (parts[0] as NSString).deletingLastPathComponent))
        }
        try #require(!pairs.isEmpty, "no spec beside the project it generates under \(checkout)/Tests/Fixtures")
        var total = Tally()
        var differences: [String] = []
        for pair in pairs {
            var tally = Tally()
            Self.compare(pair, tally: &tally, differences: &differences)
            print(
                "XcodeGen differential \(XcodePath.relative(pair.spec, to: pair.root)): \(tally.bothHave)/\(tally.targets) targets in both; "
                    + "kind \(tally.kinds), Swift files \(tally.files) (\(tally.swiftFilesAgreeing)/\(tally.swiftFilesGenerated) files), "
                    + "products \(tally.products), dependencies \(tally.dependencies), linked \(tally.linked), settings \(tally.settings)"
            )
            total.targets += tally.targets; total.bothHave += tally.bothHave; total.kinds += tally.kinds
            total.files += tally.files; total.products += tally.products; total.dependencies += tally.dependencies
            total.linked += tally.linked; total.settings += tally.settings;
            total.swiftFilesGenerated += tally.swiftFilesGenerated
            total.swiftFilesAgreeing += tally.swiftFilesAgreeing
        }
        print(
            "XcodeGen differential total: \(pairs.count) specs, \(total.bothHave)/\(total.targets) targets in both; kind \(total.kinds), "
                + "Swift files \(total.files) (\(total.swiftFilesAgreeing)/\(total.swiftFilesGenerated) files), products \(total.products), "
                + "dependencies \(total.dependencies), linked \(total.linked), settings \(total.settings)")
        #expect(differences.isEmpty, "\(differences.count) differences:\n\(differences.joined(separator: "\n"))")
    }
}
