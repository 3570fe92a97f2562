/// The machine and toolchain SwiftPM would evaluate a manifest on: what `#if os(...)`,
/// `arch(...)`, `canImport(...)`, `compiler(...)` and `swift(...)` answer in a manifest, and
/// which tools version picks among `Package@swift-X.swift` files.
///
/// A manifest is compiled for the host, not for the platform being built: on Linux,
/// `#if os(macOS)` in Package.swift is false even when checking an iOS app.
package struct ManifestHost: Sendable, Hashable {
    /// The `os(...)` name that is true (`Linux`, `macOS`, `Windows`...).
    package var operatingSystem: String
    /// The `arch(...)` name that is true (`x86_64`, `arm64`...).
    package var architecture: String
    /// The running SwiftPM's tools version (`ToolsVersion.current`), also the compiler version
    /// `#if compiler(...)` compares against.
    package var toolsVersion: ManifestToolsVersion
    /// Modules `canImport` finds when SwiftPM compiles a manifest on this host.
    package var importableModules: Set<String>
    /// Modules `canImport` is known not to find; any other module is undecided, and a manifest
    /// that asks about it is declined.
    package var unimportableModules: Set<String>

    package init(
        operatingSystem: String, architecture: String, toolsVersion: ManifestToolsVersion,
        importableModules: Set<String>, unimportableModules: Set<String>
    ) {
        self.operatingSystem = operatingSystem
        self.architecture = architecture
        self.toolsVersion = toolsVersion
        self.importableModules = importableModules
        self.unimportableModules = unimportableModules
    }

    /// The host archlint runs on, with the toolchain archlint was built with (Swift 6.3.1 here).
    package static let current: ManifestHost = {
        #if os(Linux)
            let system = "Linux"
        #elseif os(macOS)
            let system = "macOS"
        #elseif os(Windows)
            let system = "Windows"
        #else
            let system = "unknown"
        #endif
        #if arch(x86_64)
            let architecture = "x86_64"
        #elseif arch(arm64)
            let architecture = "arm64"
        #else
            let architecture = "unknown"
        #endif
        #if compiler(>=6.3.3)
            let tools = ManifestToolsVersion(6, 3, 3)
        #elseif compiler(>=6.3.2)
            let tools = ManifestToolsVersion(6, 3, 2)
        #elseif compiler(>=6.3.1)
            let tools = ManifestToolsVersion(6, 3, 1)
        #elseif compiler(>=6.3)
            let tools = ManifestToolsVersion(6, 3, 0)
        #elseif compiler(>=6.2)
            let tools = ManifestToolsVersion(6, 2, 0)
        #else
            let tools = ManifestToolsVersion(6, 1, 0)
        #endif
        return ManifestHost(
            operatingSystem: system, architecture: architecture, toolsVersion: tools,
            importableModules: system == "Linux" ? linuxModules : [],
            unimportableModules: system == "Linux" ? notOnLinux : [])
    }()

    /// What a Linux toolchain's manifest compile can import (checked against swiftc 6.3.1 by the
    /// recording test): the toolchain's Swift modules, Glibc, and the manifest libraries.
    static let linuxModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "Dispatch", "Glibc", "XCTest", "Testing", "Synchronization", "Observation", "RegexBuilder",
        "Distributed", "Cxx", "CxxStdlib", "_Concurrency", "_StringProcessing", "PackageDescription",
        "CompilerPluginSupport", "CoreFoundation",
    ]

    /// Apple, Windows and other platforms' modules that a Linux manifest cannot import.
    static let notOnLinux: Set<String> = [
        "Darwin", "ObjectiveC", "UIKit", "AppKit", "SwiftUI", "Combine", "CoreGraphics", "Security",
        "WinSDK", "ucrt", "CRT", "Android", "Bionic", "WASILibc", "Musl", "os", "AppleProductTypes",
        "XcodeProjectPlugin",
    ]

    /// Whether `#if os(name)` holds (swiftc accepts `OSX` for macOS).
    func isOperatingSystem(_ name: String) -> Bool {
        let canonical = name == "OSX" ? "macOS" : name
        return canonical == operatingSystem
    }
}
