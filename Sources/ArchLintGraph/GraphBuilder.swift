import Foundation
import ArchLintSupport
import ArchLintSyntax
import ArchLintPackage

/// Builds the `ModuleGraph` from manifests, Xcode projects and scanned sources.
///
/// Dependencies resolve as SwiftPM resolves them: `.target` to a target of the same package;
/// a bare name to a target of the same package first, then a product of a package dependency;
/// `.product(name:package:)` to the targets of that product when the package is part of the
/// workspace (a local package), or to the modules it vends when its manifest was read from a
/// checkout on disk (`RemotePackageProducts`), else to an outside module named like the product
/// (or its module alias).
///
/// An Xcode target is a module named like the target (`Project/Target` when another module of
/// the workspace has that name too); its declared edges are the package products it links (a
/// local package's product resolves to its targets, a remote one is an outside module), its
/// target dependencies and the framework targets it links, each located in `project.pbxproj`.
///
/// Imports match modules by the name the compiler gives them (`Module.moduleName`): `import
/// SyncUI_macOS` is an edge to target `SyncUI-macOS`. When two modules share a module name
/// (an iOS and a macOS app target), a target importing its own name imports nothing, else the
/// one the importer declares or reaches, else one of its own project, else one of its platform,
/// else the first by name (`ImportResolution`).
package enum GraphBuilder {
    package static func build(_ inputs: [PackageInput], remoteProducts: RemotePackageProducts = RemotePackageProducts())
        -> ModuleGraph
    {
        build(GraphInput(packages: inputs, remoteProducts: remoteProducts), duplicates: { _, _ in }).graph
    }

    /// As `build(_:duplicates:)` for packages and Xcode projects read from `project.pbxproj`.
    package static func build(
        _ inputs: [PackageInput], xcodeProjects: [XcodeProject] = [],
        xcodeScans: [String: FileScanResult] = [:],
        remoteProducts: RemotePackageProducts = RemotePackageProducts(),
        duplicates: (Module, Module) -> Void
    ) -> ModuleGraph {
        build(
            GraphInput(
                packages: inputs, projects: xcodeProjects.map { ProjectInput($0) }, scans: xcodeScans,
                remoteProducts: remoteProducts), duplicates: duplicates
        ).graph
    }

    /// The graph of everything `input` holds, reporting modules whose name an earlier one
    /// already has (packages first, by root path, then declared modules, then projects): the
    /// first keeps the name, the other is left out; `duplicates` is told (kept, left out). Of
    /// two packages never built together (`BuildGraphs`), the one the projects link keeps it.
    package static func build(_ input: GraphInput, duplicates: (Module, Module) -> Void) -> GraphBuild {
        let inputs = input.packages
        let remoteProducts = input.remoteProducts
        var modules: [String: Module] = [:]
        var declared: [DeclaredDependency] = []
        var evidence: [EdgeKey: [ImportEvidence]] = [:]
        // Module names that products of outside packages make importable.
        var productModules: [String: String] = [:]
        let buildGraphs = BuildGraphs(packages: inputs, projects: input.projects)

        // Local packages by every name a `package:` argument may use for them.
        var packagesByName: [String: PackageManifest] = [:]
        for input in inputs {
            let manifest = input.manifest.manifest
            packagesByName[manifest.name.lowercased()] = packagesByName[manifest.name.lowercased()] ?? manifest
            let folder = (input.manifest.packageRoot as NSString).lastPathComponent.lowercased()
            packagesByName[folder] = packagesByName[folder] ?? manifest
        }

        let sourcesByInput = inputs.map { input in
            Dictionary(input.sources.map { ($0.target, $0) }, uniquingKeysWith: { first, _ in first })
        }
        for (inputIndex, input) in inputs.enumerated() {
            let manifest = input.manifest.manifest
            let manifestPath = input.manifestPath
            let sourcesByTarget = sourcesByInput[inputIndex]
            for target in manifest.targets {
                let sources = sourcesByTarget[target.name]
                let module = Module(
                    name: target.name,
                    kind: .target(Self.builtKind(of: target, swiftFiles: sources?.swiftFiles ?? [])),
                    package: manifest.name,
                    directory: sources?.directory,
                    manifestPath: manifestPath,
                    files: sources?.swiftFiles ?? [],
                    declaration: input.sourceMap?.targets[target.name].map {
                        SourceLocation(file: manifestPath, line: $0.line, column: $0.column)
                    }
                )
                if let existing = modules[target.name] {
                    // Of two copies never built together, the one the projects link is the
                    // app's: it keeps the name (issue 25).
                    let existingPath = existing.manifestPath ?? ""
                    let preferred =
                        !buildGraphs.builtTogether(existingPath, manifestPath)
                        && buildGraphs.isLinkedByProjects(manifestPath) && !buildGraphs.isLinkedByProjects(existingPath)
                    guard preferred else {
                        duplicates(existing, module)
                        continue
                    }
                    duplicates(module, existing)
                }
                var added = module
                // A C-family target is imported by the module its module map declares.
                if let sources, sources.swiftFiles.isEmpty,
                    target.kind == .system || (target.kind == .regular && !sources.files.isEmpty)
                {
                    added.clangModule = ClangModuleMap.moduleName(
                        target: target.name, isSystemLibrary: target.kind == .system, directory: sources.directory)
                }
                modules[target.name] = added
            }
        }

        // Modules declared by name.
        for declared in input.modules {
            let module = Module(
                name: declared.name, kind: .target(declared.kind), package: declared.package,
                directory: declared.directory,
                manifestPath: declared.file, files: declared.files, declaration: declared.declaration,
                manifestKind: declared.manifestKind)
            if let existing = modules[declared.name] {
                duplicates(existing, module)
                continue
            }
            modules[declared.name] = module
        }

        // Project targets, each under its own name unless another module has it.
        let xcode = XcodeModules(projects: input.projects, taken: Set(modules.keys))
        for module in xcode.modules {
            if let existing = modules[module.name] {
                duplicates(existing, module)
                continue
            }
            modules[module.name] = module
        }

        for input in inputs {
            let manifest = input.manifest.manifest
            let manifestPath = input.manifestPath
            // A duplicate's edges would be charged to the other package's module: skip them.
            let targets = manifest.targets.filter { modules[$0.name]?.manifestPath == manifestPath }
            let localTargets = Set(manifest.targets.map(\.name))
            let dependencyPackages = manifest.dependencies.compactMap { dependency -> PackageManifest? in
                packagesByName[dependency.identity.lowercased()]
                    ?? dependency.explicitName.flatMap { packagesByName[$0.lowercased()] }
            }
            for target in targets {
                for dependency in target.dependencies {
                    let resolved = resolve(
                        dependency.reference, localTargets: localTargets, manifest: manifest,
                        dependencyPackages: dependencyPackages, packagesByName: packagesByName,
                        remoteProducts: remoteProducts)
                    for module in resolved {
                        let position = input.sourceMap?.dependencies[target.name]?[dependency.name]
                        declared.append(
                            DeclaredDependency(
                                key: EdgeKey(from: target.name, to: module.name),
                                reference: dependency.reference,
                                condition: dependency.condition,
                                location: position.map {
                                    SourceLocation(file: manifestPath, line: $0.line, column: $0.column)
                                }
                            ))
                        if let package = module.externalPackage, productModules[module.name] == nil {
                            productModules[module.name] = package
                        }
                    }
                }
            }
        }
        for declaredModule in input.modules where modules[declaredModule.name]?.manifestPath == declaredModule.file {
            var seen = Set<String>()
            for dependency in declaredModule.dependencies
            where dependency.name != declaredModule.name && seen.insert(dependency.name).inserted {
                declared.append(
                    DeclaredDependency(
                        key: EdgeKey(from: declaredModule.name, to: dependency.name),
                        reference: .target(dependency.name), location: dependency.location))
            }
        }
        for edge in xcode.declaredEdges(packages: inputs.map(\.manifest))
        where modules[edge.dependency.key.from]?.manifestPath == edge.projectFile {
            declared.append(edge.dependency)
            if let package = edge.externalPackage, productModules[edge.dependency.key.to] == nil {
                productModules[edge.dependency.key.to] = package
            }
        }

        // Import names: the module name of every target, and of every outside product.
        var importNames: [String: [String]] = [:]
        for name in modules.keys.sorted() {
            importNames[modules[name]!.moduleName, default: []].append(name)
        }
        for name in productModules.keys.sorted() {
            let moduleName = C99ExtendedIdentifier.mangle(name)
            if importNames[moduleName] == nil { importNames[moduleName] = [name] }
        }
        // Several modules of one import name are distinct modules: the importer's own, else the
        // one it can see (`ImportResolution`, issue 25).
        let declaredTargets = Dictionary(grouping: declared, by: \.key.from).mapValues { $0.map(\.key.to) }
        func node(importing name: String, from importer: String) -> String {
            guard let candidates = importNames[name] else { return name }
            return ImportResolution.choose(candidates, importer: importer, modules: modules, declared: declaredTargets)
        }
        func collect(_ files: [String], of importer: String, scans: [String: FileScanResult]) {
            for file in files {
                guard let scan = scans[file] else { continue }
                for declaration in scan.imports where declaration.scope == .file {
                    guard !declaration.module.isEmpty else { continue }
                    let module = node(importing: declaration.module, from: importer)
                    guard module != importer else { continue }
                    evidence[EdgeKey(from: importer, to: module), default: []]
                        .append(ImportEvidence(file: file, declaration: declaration))
                }
            }
        }
        for (inputIndex, input) in inputs.enumerated() {
            let sourcesByTarget = sourcesByInput[inputIndex]
            for target in input.manifest.manifest.targets where modules[target.name]?.manifestPath == input.manifestPath
            {
                guard let sources = sourcesByTarget[target.name] else { continue }
                collect(sources.swiftFiles, of: target.name, scans: input.scans)
            }
        }
        for declaredModule in input.modules where modules[declaredModule.name]?.manifestPath == declaredModule.file {
            collect(declaredModule.files, of: declaredModule.name, scans: input.scans)
        }
        for module in xcode.modules where modules[module.name]?.manifestPath == module.manifestPath {
            collect(module.files, of: module.name, scans: input.scans)
        }

        // Every module reached by an edge becomes a node.
        let referenced = Set(declared.map(\.key.to)).union(evidence.keys.map(\.to))
        for name in referenced where modules[name] == nil {
            if let package = productModules[name] {
                modules[name] = Module(name: name, kind: .thirdParty, package: package.isEmpty ? nil : package)
            } else if KnownModules.sdk.contains(name) {
                modules[name] = Module(name: name, kind: .sdk)
            } else {
                modules[name] = Module(name: name, kind: .unknown)
            }
        }

        // Files are visited in sorted order and a file's imports in source order, so the lists
        // are normally sorted already; sorting copies every entry, so only unsorted ones are.
        let imported = evidence.map { key, list in
            ImportedDependency(
                key: key,
                evidence: list.indices.dropFirst().allSatisfy { list[$0 - 1] <= list[$0] } ? list : list.sorted())
        }
        // What each module's build defines for `#if`.
        var defines: [String: [PackageManifest.Define]] = xcode.defines.filter { modules[$0.key]?.kind.isXcode == true }
        for package in inputs {
            // SwiftPM sets SWIFT_PACKAGE for every target it builds.
            for target in package.manifest.manifest.targets {
                defines[target.name] = target.defines + [PackageManifest.Define(name: "SWIFT_PACKAGE")]
            }
        }
        let projectFlags = Set(
            input.projects.flatMap { $0.project.targets.flatMap { $0.configurations.flatMap(\.compilationConditions) } }
        )
        var build = GraphBuild(
            graph: ModuleGraph(modules: Array(modules.values), declared: declared, imported: imported),
            defines: defines, projectFlags: projectFlags)
        build.buildGraphs = buildGraphs
        // Each project target's own flags, which judge its files (issue 25).
        build.targetFlags = xcode.targetFlags.filter { modules[$0.key]?.kind.isXcode == true }
        return build
    }

    private struct ResolvedModule {
        var name: String
        /// The outside package vending it, for products of other packages ("" when unknown).
        var externalPackage: String?
    }

    private static func resolve(
        _ reference: PackageManifest.TargetDependency.Reference,
        localTargets: Set<String>,
        manifest: PackageManifest,
        dependencyPackages: [PackageManifest],
        packagesByName: [String: PackageManifest],
        remoteProducts: RemotePackageProducts
    ) -> [ResolvedModule] {
        func targets(of product: PackageManifest.Product) -> [ResolvedModule] {
            product.targets.map { ResolvedModule(name: $0) }
        }
        // A remote package read from its checkout: the modules its product vends.
        func remote(_ product: String, in package: String, aliases: [String: String] = [:]) -> [ResolvedModule]? {
            let identity =
                manifest.dependencies.first {
                    [$0.identity.lowercased(), $0.explicitName?.lowercased()].contains(package.lowercased())
                }?.identity.lowercased()
                ?? package.lowercased()
            guard let modules = remoteProducts.products[identity]?[product], !modules.isEmpty else { return nil }
            return modules.map { ResolvedModule(name: aliases[$0] ?? $0, externalPackage: package) }
        }
        switch reference {
        case .target(let name):
            return [ResolvedModule(name: name)]
        case .byName(let name):
            if localTargets.contains(name) { return [ResolvedModule(name: name)] }
            for package in dependencyPackages {
                if let product = package.products.first(where: { $0.name == name }) { return targets(of: product) }
            }
            for dependency in manifest.dependencies {
                if let modules = remote(name, in: dependency.identity) { return modules }
            }
            return [ResolvedModule(name: name, externalPackage: "")]
        case .product(let name, let package, let aliases):
            let owner = package.flatMap { packagesByName[$0.lowercased()] } ?? (package == nil ? manifest : nil)
            if let owner, let product = owner.products.first(where: { $0.name == name }) {
                return targets(of: product)
            }
            if let package, let modules = remote(name, in: package, aliases: aliases) { return modules }
            // An alias renames the module clients import.
            return [ResolvedModule(name: aliases[name] ?? name, externalPackage: package ?? "")]
        }
    }
}

/// Modules of the Apple SDKs and of the Swift toolchain, recognised as `sdk` nodes.
package enum KnownModules {
    /// Every SDK module: `common` and `appleFrameworks`.
    package static let sdk: Set<String> = common.union(appleFrameworks)

    /// Every other module of Apple's SDKs (iOS, iPadOS, Mac Catalyst, macOS, tvOS, visionOS,
    /// watchOS), from the framework lists of Apple's documentation and the SDKs' module maps:
    /// what `allowSDK` allows and what is drawn as an SDK node. `#if canImport` answers per
    /// platform from `common` only (`BuildSelection.sdkModules(for:)`): where these exist is
    /// not decided here.
    package static let appleFrameworks: Set<String> = [
        // System and low-level modules.
        "System", "MachO", "Dispatch", "XPC", "Kernel", "IOSurface", "IOBluetooth",
        "IOBluetoothUI", "IOUSBHost", "ExceptionHandling", "CoreServices", "ApplicationServices",
        "Cocoa", "Carbon", "OpenGL", "OpenGLES", "OpenAL", "GLKit", "GLUT", "AGL", "Quartz",
        "SecurityFoundation", "SecurityInterface", "CryptoTokenKit", "DeviceCheck", "DeviceDiscoveryExtension",
        "EndpointSecurity", "SystemExtensions", "ServiceManagement", "Hypervisor", "Virtualization",
        "NetworkExtension", "CFNetwork", "DiskArbitration", "FSKit", "FileProvider", "FileProviderUI",
        "Compression", "AppleArchive", "SQLite3", "CommonCrypto",
        "ExtensionFoundation", "ExtensionKit", "ExecutionPolicy", "LocalAuthenticationEmbeddedUI",
        "ProximityReader", "PushToTalk", "RoomPlan", "SensorKit", "ManagedAppDistribution",
        // Graphics, media and games.
        "MetalPerformanceShaders", "MetalPerformanceShadersGraph", "MetalFX", "ModelIO",
        "ImageCaptureCore", "CoreImage", "CoreMIDI", "CoreAudioKit", "CoreAudioTypes", "AVFAudio", "AVRouting",
        "AudioUnit", "AVKit", "MediaToolbox", "MediaAccessibility", "MediaSetup", "VideoToolbox",
        "VideoSubscriberAccount",
        "ScreenCaptureKit", "ScreenTime", "ReplayKit", "GameController", "GameKit", "GameplayKit", "SceneKit",
        "SpriteKit", "RealityKit", "RealityFoundation", "ARKit", "Spatial", "CompositorServices", "ShazamKit",
        "MusicKit", "PHASE", "SoundAnalysis", "CoreHaptics", "ColorSync", "PencilKit", "ImageIO",
        "ImagePlayground", "Photos", "PhotosUI", "MediaPlayer", "MediaLibrary", "AVFoundation",
        "Cinematic", "BrowserEngineKit", "BrowserEngineCore",
        // Data, machine learning, language.
        "CreateML", "CreateMLComponents", "CoreML", "Vision", "VisionKit", "NaturalLanguage", "Speech",
        "Translation", "FoundationModels", "TabularData", "Accelerate", "SwiftData", "CoreData",
        "CloudKit", "CoreSpotlight", "Contacts", "ContactsUI", "ContactProvider", "EventKit", "EventKitUI",
        "JavaScriptCore", "WebKit", "SafariServices", "QuickLook", "QuickLookUI", "QuickLookThumbnailing",
        "PDFKit", "LinkPresentation", "UniformTypeIdentifiers", "CoreTransferable", "SharedWithYou",
        "SharedWithYouCore", "GroupActivities", "Collaboration", "AppKit", "UIKit",
        // Services and app features.
        "Accessibility", "AccessorySetupKit", "ActivityKit", "AdAttributionKit", "AdServices", "AdSupport",
        "AddressBook", "AddressBookUI", "AppClip", "AppIntents", "AppTrackingTransparency", "AssetsLibrary",
        "AuthenticationServices", "AutomaticAssessmentConfiguration",
        "BackgroundAssets", "BackgroundTasks", "BusinessChat", "CallKit", "CarPlay", "ClassKit",
        "ClockKit", "CoreBluetooth", "CoreLocation", "CoreLocationUI", "CoreMotion", "CoreNFC", "CoreTelephony",
        "CoreWLAN", "DataDetection", "DeclaredAgeRange", "DeviceActivity", "ExposureNotification",
        "ExternalAccessory", "FamilyControls", "FinanceKit", "FinanceKitUI", "HealthKit", "HealthKitUI",
        "HomeKit", "IdentityLookup", "IdentityLookupUI", "InputMethodKit", "Intents", "IntentsUI",
        "JournalingSuggestions", "LightweightCodeRequirements", "LiveCommunicationKit", "LocalAuthentication",
        "ManagedSettings", "ManagedSettingsUI", "MapKit", "MatterSupport", "MailKit", "Messages", "MessageUI",
        "MetricKit", "MLCompute", "MultipeerConnectivity", "NearbyInteraction",
        "NotificationCenter", "OSLog", "ParavirtualizedGraphics", "PassKit", "PreferencePanes", "PushKit",
        "QuartzCore", "SafetyKit", "ScriptingBridge", "Security",
        "StoreKit", "SystemConfiguration", "ThreadNetwork", "TipKit", "TVMLKit", "TVServices", "TVUIKit",
        "UserNotifications", "UserNotificationsUI", "WatchConnectivity", "WatchKit", "WeatherKit", "WidgetKit",
        "WorkoutKit", "Social", "Accounts", "iTunesLibrary", "GSS", "Kerberos", "NetFS",
        "OpenDirectory", "CoreMediaIO", "DVDPlayback", "DiscRecording", "DiscRecordingUI",
        "AudioVideoBridging", "Combine", "SwiftUI", "Charts",
        "Automator",
        "Foundation", "CoreFoundation", "CoreGraphics", "CoreText", "CoreVideo", "CoreMedia",
        "CoreAudio", "AudioToolbox", "Network", "CryptoKit", "Metal", "MetalKit",
        "RegexBuilder", "Observation", "_Concurrency", "os", "Darwin", "ObjectiveC", "simd", "XCTest",
    ]

    /// Modules of the toolchain and the Apple frameworks apps import most, whose platforms
    /// `BuildSelection.sdkModules(for:)` knows.
    package static let common: Set<String> = [
        // Toolchain and core libraries.
        "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
        "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Dispatch",
        "XCTest", "Testing", "Synchronization", "Observation", "RegexBuilder", "Distributed",
        "Cxx", "CxxStdlib", "Glibc", "Musl", "Android", "WinSDK", "CRT", "ucrt", "Darwin", "os",
        "SwiftUI", "SwiftData", "Combine", "PackageDescription", "PackagePlugin",
        // Apple frameworks commonly imported by apps.
        "UIKit", "AppKit", "WatchKit", "TVUIKit", "CoreFoundation", "CoreGraphics", "CoreImage",
        "CoreText", "CoreData", "CoreLocation", "CoreMotion", "CoreBluetooth", "CoreML",
        "CoreMedia", "CoreVideo", "CoreAudio", "CoreHaptics", "CoreNFC", "CoreSpotlight",
        "CoreTelephony", "CoreTransferable", "QuartzCore", "Metal", "MetalKit", "SceneKit",
        "SpriteKit", "RealityKit", "ARKit", "AVFoundation", "AVKit", "AudioToolbox", "Photos",
        "PhotosUI", "MapKit", "WebKit", "SafariServices", "StoreKit", "GameKit", "HealthKit",
        "HomeKit", "Contacts", "ContactsUI", "EventKit", "EventKitUI", "MessageUI",
        "UserNotifications", "UserNotificationsUI", "LocalAuthentication", "AuthenticationServices",
        "Security", "CryptoKit", "Network", "NetworkExtension", "SystemConfiguration",
        "BackgroundTasks", "WidgetKit", "ActivityKit", "AppIntents", "Intents", "IntentsUI",
        "Vision", "VisionKit", "NaturalLanguage", "Speech", "PDFKit", "QuickLook",
        "QuickLookThumbnailing", "UniformTypeIdentifiers", "LinkPresentation", "Accelerate",
        "CloudKit", "PassKit", "MultipeerConnectivity", "GameplayKit", "OSLog", "MetricKit",
        "DeveloperToolsSupport", "Charts", "TipKit", "SwiftUICore", "ObjectiveC", "IOKit",
        "ImageIO", "MediaPlayer", "CallKit", "PushKit", "ClockKit", "Social", "Accounts",
        "AdSupport", "AppTrackingTransparency", "StoreKitTest", "XCUIAutomation", "simd",
    ]
}

extension GraphBuilder {
    /// The kind SwiftPM builds a target as: a `.target` with a source file named `main.swift`
    /// (anywhere in its folder) is an executable, as before `.executableTarget` existed; SwiftPM
    /// still infers it (checked with `swift package describe` at tools versions 5.5 and 6.0).
    static func builtKind(of target: PackageManifest.Target, swiftFiles: [String]) -> PackageManifest.Target.Kind {
        guard target.kind == .regular,
            swiftFiles.contains(where: { ($0 as NSString).lastPathComponent == "main.swift" })
        else { return target.kind }
        return .executable
    }
}
