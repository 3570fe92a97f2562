// Tuist reading benchmark and survey:
//
//   swift run -c release archlint-bench tuist [--projects 25] [--files 10] [--repeat 3] [--out DIR]
//   swift run -c release archlint-bench tuist --app DIR [--app DIR]... [--verbose]
//
// The first form writes a synthetic Tuist 4 app of N projects (Workspace.swift with a glob,
// helpers with a module enum and a protocol extension, a framework and a test target per project,
// each depending on the two projects before it) and reads it cold (an empty cache: archlint's
// ProjectDescription, the helpers and every manifest compiled, the driver linked and run) and
// warm (everything from the cache), printing the best of R runs of each. The second reads real
// apps and prints, per app, the projects and targets found, the Swift files in modules out of
// all Swift files outside the manifests, and every problem.
import Foundation
import ArchLintPackage
import ArchLintSupport

struct TuistBenchmarkOptions {
    var projects = 25
    var files = 10
    var repeats = 3
    var out = ".build/bench-tuist"
    var apps: [String] = []
    var verbose = false
}

func parseTuistBenchmarkOptions(_ arguments: [String]) -> TuistBenchmarkOptions? {
    var options = TuistBenchmarkOptions()
    var index = 0
    while index < arguments.count {
        if arguments[index] == "--verbose" {
            options.verbose = true
            index += 1
            continue
        }
        guard index + 1 < arguments.count else { return nil }
        let value = arguments[index + 1]
        switch arguments[index] {
        case "--projects": guard let number = Int(value), number > 0 else { return nil }; options.projects = number
        case "--files": guard let number = Int(value), number > 0 else { return nil }; options.files = number
        case "--repeat": guard let number = Int(value), number > 0 else { return nil }; options.repeats = number
        case "--out": options.out = value
        case "--app": options.apps.append(value)
        default: return nil
        }
        index += 2
    }
    return options
}

/// Writes the synthetic app (replacing `directory`).
func writeSyntheticTuistApp(to directory: String, projects: Int, files: Int) throws {
    let manager = FileManager.default
    try? manager.removeItem(atPath: directory)
    func write(_ text: String, _ relative: String) throws {
        let path = (directory as NSString).appendingPathComponent(relative)
        try manager.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    try write(
        """
        import ProjectDescription

        let config = Config(plugins: [])

        """, "Tuist/Config.swift")
    let cases = (0..<projects).map { "    case feature\($0) = \"Feature\($0)\"" }.joined(separator: "\n")
    try write(
        """
        import ProjectDescription

        public enum Module: String, CaseIterable {
        \(cases)

            public var path: Path { .relativeToRoot("Projects/\\(rawValue)") }
        }

        public protocol ModuleDescribing {
            var name: String { get }
            var dependencies: [Module] { get }
        }

        extension ModuleDescribing {
            public var targets: [Target] {
                [
                    .target(name: name, destinations: .iOS, product: .staticFramework, bundleId: "dev.bench.\\(name)",
                            sources: ["Sources/**"],
                            dependencies: dependencies.map { .project(target: $0.rawValue, path: $0.path) }
                                + [.external(name: "Alamofire")]),
                    .target(name: "\\(name)Tests", destinations: .iOS, product: .unitTests,
                            bundleId: "dev.bench.\\(name)Tests", sources: ["Tests/**"],
                            dependencies: [.target(name: name)]),
                ]
            }
        }

        public struct FeatureModule: ModuleDescribing {
            public let name: String
            public let dependencies: [Module]
            public init(_ module: Module, dependencies: [Module]) {
                name = module.rawValue
                self.dependencies = dependencies
            }
        }

        extension Project {
            public static func feature(_ module: Module, dependencies: [Module] = []) -> Project {
                Project(name: module.rawValue, targets: FeatureModule(module, dependencies: dependencies).targets)
            }
        }

        """, "Tuist/ProjectDescriptionHelpers/Modules.swift")
    try write(
        """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Bench",
            dependencies: [.package(url: "https://github.com/Alamofire/Alamofire", from: "5.8.0")]
        )

        """, "Tuist/Package.swift")
    try write(
        """
        import ProjectDescription

        let workspace = Workspace(name: "Bench", projects: ["Projects/**"])

        """, "Workspace.swift")
    for index in 0..<projects {
        let dependencies = [index - 1, index - 2].filter { $0 >= 0 }.map { ".feature\($0)" }.joined(separator: ", ")
        try write(
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.feature(.feature\(index), dependencies: [\(dependencies)])

            """, "Projects/Feature\(index)/Project.swift")
        for file in 0..<files {
            try write(
                "import Foundation\n\nstruct Type\(index)_\(file) {}\n",
                "Projects/Feature\(index)/Sources/File\(file).swift")
        }
        try write("import XCTest\n", "Projects/Feature\(index)/Tests/Feature\(index)Tests.swift")
    }
}

func runTuistBenchmark(_ options: TuistBenchmarkOptions) {
    let environment = ProcessInfo.processInfo.environment
    let swift = environment["PATH"].flatMap { path in
        path.split(separator: ":").map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
    if !options.apps.isEmpty {
        // One cache for the survey: archlint's ProjectDescription is compiled once, each app cold.
        let shared = PathUtilities.standardize((options.out as NSString).appendingPathComponent("survey-cache"))
        for app in options.apps {
            surveyTuistApp(PathUtilities.standardize(app), swift: swift, sharedCache: shared, verbose: options.verbose)
        }
        return
    }
    let root = PathUtilities.standardize(options.out)
    do {
        try writeSyntheticTuistApp(to: root, projects: options.projects, files: options.files)
    } catch {
        FileHandle.standardError.write(Data("cannot write \(root): \(error)\n".utf8))
        exit(73)
    }
    let cache = (root as NSString).appendingPathComponent(".build/archlint")
    let repeats = options.repeats
    let options = TuistReadingOptions(swift: swift, cacheDirectory: cache)
    // Wall time, and CPU time of archlint and every process it waited for (swiftc, the driver):
    // on a shared machine the second says more.
    func measure(_ body: () -> Void) -> (wall: Double, cpu: Double) {
        func cpu() -> Double {
            var own = rusage()
            var children = rusage()
            #if canImport(Glibc)
                getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &own)
                getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &children)
            #else
                getrusage(RUSAGE_SELF, &own)
                getrusage(RUSAGE_CHILDREN, &children)
            #endif
            return [own.ru_utime, own.ru_stime, children.ru_utime, children.ru_stime].reduce(0) {
                $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6
            }
        }
        let (startWall, startCPU) = (now(), cpu())
        body()
        return (now() - startWall, cpu() - startCPU)
    }
    var cold: [(wall: Double, cpu: Double)] = []
    var coldManifests: [(wall: Double, cpu: Double)] = []
    var edited: [(wall: Double, cpu: Double)] = []
    var warm: [(wall: Double, cpu: Double)] = []
    var last = TuistReading()
    let edit = (root as NSString).appendingPathComponent("Projects/Feature0/Project.swift")
    let original = (try? String(contentsOfFile: edit, encoding: .utf8)) ?? ""
    for round in 0..<repeats {
        try? FileManager.default.removeItem(atPath: cache)
        cold.append(measure { last = TuistProjectReader.read(root: root, options: options) })
        warm.append(measure { _ = TuistProjectReader.read(root: root, options: options) })
        // One manifest edited: it alone is compiled again, the driver linked and run again.
        try? (original + "// edit \(round)\n").write(toFile: edit, atomically: true, encoding: .utf8)
        edited.append(measure { _ = TuistProjectReader.read(root: root, options: options) })
        try? original.write(toFile: edit, atomically: true, encoding: .utf8)
        // Everything but archlint's ProjectDescription compiled again (its cache is per
        // toolchain, so a second Tuist project on the machine starts here).
        let store = (cache as NSString).appendingPathComponent("tuist")
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: store)) ?? [] where !entry.hasPrefix("pd-") {
            try? FileManager.default.removeItem(atPath: (store as NSString).appendingPathComponent(entry))
        }
        coldManifests.append(measure { _ = TuistProjectReader.read(root: root, options: options) })
    }
    let targets = last.projects.reduce(0) { $0 + $1.targets.count }
    print("tuist.projects \(last.projects.count)")
    print("tuist.targets \(targets)")
    print("tuist.problems \(last.problems.count)")
    for problem in last.problems { print("  \(problem)") }
    func show(_ label: String, _ runs: [(wall: Double, cpu: Double)]) {
        guard let best = runs.min(by: { $0.wall < $1.wall }) else { return }
        print("tuist.\(label).seconds \(String(format: "%.3f", best.wall)) (cpu \(String(format: "%.2f", best.cpu)))")
    }
    show("cold", cold)
    show("cold-but-projectdescription", coldManifests)
    show("one-manifest-edited", edited)
    show("warm", warm)
}

/// Reads one real app (cold, then warm) and prints what was found.
func surveyTuistApp(_ root: String, swift: String?, sharedCache: String, verbose: Bool) {
    // Everything but archlint's ProjectDescription is compiled again for each app.
    let cache = sharedCache
    if let entries = try? FileManager.default.contentsOfDirectory(
        atPath: (cache as NSString).appendingPathComponent("tuist"))
    {
        for entry in entries where !entry.hasPrefix("pd-") && !entry.hasPrefix("module-cache") {
            try? FileManager.default.removeItem(atPath: (cache as NSString).appendingPathComponent("tuist/\(entry)"))
        }
    }
    let started = now()
    let reading = TuistProjectReader.read(root: root, options: TuistReadingOptions(swift: swift, cacheDirectory: cache))
    let cold = now() - started
    let again = now()
    _ = TuistProjectReader.read(root: root, options: TuistReadingOptions(swift: swift, cacheDirectory: cache))
    let warm = now() - again
    var inModules = Set<String>()
    var targets = 0
    for project in reading.projects {
        for target in project.targets {
            targets += 1
            inModules.formUnion(target.swiftFiles)
        }
    }
    // Every Swift file but the manifests, their helpers and SwiftPM packages (read as packages).
    var all = Set<String>()
    var packages: [String] = []
    SourceTree.walk(root: root, excluded: [], followDirectoryLinks: false) { relative, isDirectory in
        if !isDirectory, relative.hasSuffix("/Package.swift"), !relative.hasPrefix("Tuist/") {
            packages.append(
                (root as NSString).appendingPathComponent((relative as NSString).deletingLastPathComponent) + "/")
        }
    }
    SourceTree.walk(root: root, excluded: [], followDirectoryLinks: false) { relative, isDirectory in
        guard !isDirectory, relative.hasSuffix(".swift") else { return }
        let components = relative.split(separator: "/")
        let name = components.last ?? ""
        if ["Project.swift", "Workspace.swift", "Plugin.swift", "Tuist.swift"].contains(name) { return }
        if components.contains("Tuist") || components.contains("ProjectDescriptionHelpers") { return }
        let path = (root as NSString).appendingPathComponent(relative)
        if packages.contains(where: { path.hasPrefix($0) }) { return }
        all.insert(path)
    }
    let covered = inModules.intersection(all).count
    print("== \(root)")
    print(
        "projects \(reading.projects.count), targets \(targets), Swift files in modules \(covered) / \(all.count), "
            + "problems \(reading.problems.count), cold \(String(format: "%.2f", cold)) s, warm "
            + "\(String(format: "%.3f", warm)) s"
    )
    for problem in reading.problems { print("  \(problem)") }
    if verbose {
        for note in reading.notes { print("  \(note)") }
        for project in reading.projects {
            print("  \(PathUtilities.relative(project.path, to: root)) (\(project.name))")
            for target in project.targets {
                let products = target.packageProducts.map(\.productName).joined(separator: ", ")
                let dependencies = target.targetDependencies.map(\.target).joined(separator: ", ")
                let conditions = target.configurations.map {
                    "\($0.name)=\($0.compilationConditions.joined(separator: " "))"
                }.joined(separator: ", ")
                print(
                    "    \(target.name) [\(target.kind.spelling)] line \(target.line): "
                        + "\(target.swiftFiles.count) files; "
                        + "targets: \(dependencies); products: \(products); "
                        + "conditions: \(conditions)"
                )
            }
        }
        let missing = all.subtracting(inModules).sorted()
        if !missing.isEmpty {
            print("  not in a module (\(missing.count)), first: ")
            for file in missing.prefix(15) { print("    \(PathUtilities.relative(file, to: root))") }
        }
    }
}
