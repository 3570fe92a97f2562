// Reads Package.swift without running it.
//
// Owns everything between a package directory and a `PackageManifest`: which manifest file
// SwiftPM would pick, its `// swift-tools-version:` line, the declarative subset of Swift and
// PackageDescription a manifest may use, and the checks SwiftPM applies to the result. It never
// runs a process; what it does not understand it declines. Knows nothing about source files,
// imports or rules.
//
// Entry point: `StaticManifestReader.read(packageDirectory:host:)`. The pipeline, one file each:
// ManifestFileSelection -> ToolsVersionSpecification -> ManifestTokenizer -> ManifestParser (with
// CompilationCondition for `#if`) -> ManifestEvaluator (PackageDescriptionAPI, PackageDescriptionRuntime)
// -> ManifestModelBuilder (PackageIdentityRules, SwiftPM's checks). ManifestDumpEncoder prints the result.

import Foundation
import ArchLintSupport
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What reading a manifest statically gave.
package enum StaticManifestOutcome: Sendable {
    /// The manifest is in the declarative subset: `manifest` is what `swift package dump-package`
    /// would give (for every field `PackageManifest` holds).
    case read(manifest: PackageManifest, manifestPath: String, warnings: [StaticManifestWarning])
    /// The reader does not evaluate this manifest, or SwiftPM would reject it; use SwiftPM.
    /// `manifestPath` is the file the reason is about.
    case declined(manifestPath: String, reason: StaticManifestDecline)
}

/// Something a person should know about a manifest that was read statically.
package struct StaticManifestWarning: Sendable, Hashable, CustomStringConvertible {
    package enum Kind: String, Sendable, Hashable {
        /// The `// swift-tools-version:` line is missing: SwiftPM refuses the manifest, archlint read
        /// it as the running tools version.
        case missingToolsVersion
        /// The manifest imports a module SwiftPM cannot import on this host (`Darwin` on Linux):
        /// SwiftPM could not evaluate it here; nothing from the module is used.
        case unavailableImport
    }

    package var kind: Kind
    package var manifestPath: String
    package var position: ManifestPosition?
    package var message: String

    /// `path[:line:col]: message`
    package var description: String {
        "\(manifestPath)\(position.map { ":\($0)" } ?? ""): \(message)"
    }
}

/// Reads `Package.swift` without running it: picks the manifest file as SwiftPM does, reads its
/// tools version, evaluates the declarative subset and applies SwiftPM's checks. It never starts
/// a process and never guesses: a manifest outside the subset is declined with the first thing
/// the reader did not understand (`line:col: what`).
///
/// The subset: top-level `import`s; `let`/`var` bindings (with or without a type annotation) of
/// strings, booleans, integers, arrays, dictionaries and PackageDescription values; `Package(...)`
/// and every PackageDescription member (targets of every kind, products, `.package(...)` of every
/// form, target dependencies, conditions, settings, resources, platforms, plugin capabilities and
/// usages, traits), checked against the overloads that exist in the manifest's tools version;
/// string and array `+`; `.map { ... }` with a one-expression closure; string interpolation of
/// strings and integers; `?:`, `!`, `&&`, `||`, `==`, `!=` on constants; `package.x = / += /
/// .append(...)` and `var` mutation; `#if` between statements with `os`, `arch`, `canImport`,
/// `compiler`, `swift`, `targetEnvironment` and flags decided for `host`. Anything else (a
/// function, `ProcessInfo`, `FileManager`, `Context`, `if`, loops, a type or member archlint does
/// not know) is declined; so is a manifest SwiftPM would reject, with SwiftPM's words.
package enum StaticManifestReader {
    /// Reads the manifest SwiftPM would load in `packageDirectory` on `host`.
    package static func read(packageDirectory: String, host: ManifestHost = .current) -> StaticManifestOutcome {
        let directory = resolvingSymlinks(PathUtilities.standardize(packageDirectory))
        let regular = (directory as NSString).appendingPathComponent("Package.swift")
        for mirrors in mirrorFiles(packageDirectory: directory) where FileManager.default.fileExists(atPath: mirrors) {
            return .declined(
                manifestPath: regular,
                reason: StaticManifestDecline(
                    position: nil,
                    message:
                        "dependency mirrors are configured in '\(mirrors)'; SwiftPM rewrites dependency locations with "
                        + "them"
                ))
        }
        switch ManifestFileSelection.choose(in: directory, current: host.toolsVersion) {
        case .failure(let message):
            return .declined(
                manifestPath: regular,
                reason: StaticManifestDecline(position: nil, message: "SwiftPM rejects this package: \(message)"))
        case .unreadable(let message):
            return .declined(manifestPath: regular, reason: StaticManifestDecline(position: nil, message: message))
        case .manifest(let path):
            // A regular file of bounded size, as for every Swift source: a FIFO or a device named
            // Package.swift must not block or exhaust the run.
            let data: Data
            switch FileBuffer.contents(of: path, limit: InputLimits.sourceFileBytes) {
            case .success(let contents): data = contents
            case .failure(let failure):
                return .declined(
                    manifestPath: path,
                    reason: StaticManifestDecline(position: nil, message: "cannot read the manifest (\(failure))"))
            }
            return read(manifest: Array(data), manifestPath: path, packageDirectory: directory, host: host)
        }
    }

    /// Reads manifest text already in memory. `packageDirectory` must be absolute, standardised and
    /// free of symbolic links (SwiftPM resolves them): relative dependency paths are based on it.
    package static func read(
        manifest bytes: [UInt8], manifestPath: String, packageDirectory: String,
        host: ManifestHost = .current
    ) -> StaticManifestOutcome {
        let fileName = (manifestPath as NSString).lastPathComponent
        let packageIdentity = PackageIdentityRules.identity(ofLocation: packageDirectory)
        var warnings: [StaticManifestWarning] = []
        let toolsVersion: ManifestToolsVersion
        var toolsVersionKnown = true
        switch ToolsVersionSpecification.parse(bytes) {
        case .success(let version):
            if version < .v4 {
                return .declined(
                    manifestPath: manifestPath,
                    reason: StaticManifestDecline(
                        position: nil,
                        message:
                            "SwiftPM rejects this manifest: package '\(packageIdentity)' is using Swift tools version "
                            + "\(version) which is no longer supported; consider using "
                            + "'\(host.toolsVersion.specification(includingPatch: false))' to specify the current "
                            + "tools version"
                    ))
            }
            if version > host.toolsVersion {
                return .declined(
                    manifestPath: manifestPath,
                    reason: StaticManifestDecline(
                        position: nil,
                        message:
                            "SwiftPM rejects this manifest: package '\(packageIdentity)' is using Swift tools version "
                            + "\(version) but the installed version is \(host.toolsVersion)"
                    ))
            }
            toolsVersion = version
        case .failure(.missing):
            toolsVersion = host.toolsVersion
            toolsVersionKnown = false
            let swiftPM = ToolsVersionSpecification.Failure.missing.message(
                manifestFileName: fileName, current: host.toolsVersion)
            warnings.append(
                StaticManifestWarning(
                    kind: .missingToolsVersion, manifestPath: manifestPath, position: nil,
                    message:
                        "the manifest has no '// swift-tools-version:' line, so SwiftPM refuses it (\(swiftPM)); "
                        + "archlint read it as tools version \(host.toolsVersion)"
                ))
        case .failure(let failure):
            return .declined(
                manifestPath: manifestPath,
                reason: StaticManifestDecline(
                    position: nil,
                    message:
                        "SwiftPM rejects this manifest: "
                        + "\(failure.message(manifestFileName: fileName, current: host.toolsVersion))"
                ))
        }
        do throws(StaticManifestDecline) {
            let tokens = ManifestTokenizer.tokenize(bytes)
            let condition = CompilationCondition(host: host, toolsVersion: toolsVersion)
            let statements = try ManifestParser.parse(tokens, condition: condition)
            var evaluator = ManifestEvaluator(toolsVersion: toolsVersion, host: host)
            try evaluator.run(statements)
            guard evaluator.imports("PackageDescription") else {
                throw StaticManifestDecline(position: nil, message: "the manifest does not import PackageDescription")
            }
            if let error = evaluator.runtimeErrors.first {
                throw StaticManifestDecline(position: nil, message: "SwiftPM rejects this manifest: \(error)")
            }
            guard let package = evaluator.packages.last else {
                throw StaticManifestDecline(position: nil, message: "the manifest creates no Package")
            }
            let builder = ManifestModelBuilder(toolsVersion: toolsVersion, packageDirectory: packageDirectory)
            var manifest = try builder.build(package)
            if !toolsVersionKnown { manifest.toolsVersion = nil }
            for (module, position) in evaluator.unavailableImports {
                warnings.append(
                    StaticManifestWarning(
                        kind: .unavailableImport, manifestPath: manifestPath, position: position,
                        message:
                            "the manifest imports \(module), which SwiftPM cannot import on \(host.operatingSystem); "
                            + "archlint read it statically (nothing from \(module) is used)"
                    ))
            }
            return .read(manifest: manifest, manifestPath: manifestPath, warnings: warnings)
        } catch {
            return .declined(manifestPath: manifestPath, reason: error)
        }
    }

    /// Mirror configurations SwiftPM applies to a root package: the package's own and the user's.
    static func mirrorFiles(packageDirectory: String) -> [String] {
        var files = [(packageDirectory as NSString).appendingPathComponent(".swiftpm/configuration/mirrors.json")]
        if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty {
            files.append((home as NSString).appendingPathComponent(".swiftpm/configuration/mirrors.json"))
        }
        return files
    }

    /// The path with every symbolic link resolved (`realpath`), as SwiftPM resolves a package root.
    static func resolvingSymlinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
