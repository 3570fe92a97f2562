/// The platforms an Xcode target builds for, from its build settings, in SwiftPM's spelling
/// (what `#if os(...)` and `--platform` name).
///
/// Xcode's rules (Build Settings reference): `SUPPORTED_PLATFORMS` lists the platforms a target
/// builds for, by platform name (`iphoneos iphonesimulator macosx xros xrsimulator`...); when it
/// is not set, the platform of `SDKROOT` is the only one (`iphoneos` builds for iOS, and its
/// simulator). `SDKROOT = auto` means "the platform of the run destination", so only
/// `SUPPORTED_PLATFORMS` says which. `SDKROOT` may also be a versioned name (`iphoneos17.2`) or
/// the path of an SDK (`.../iPhoneOS17.2.sdk`). `SUPPORTS_MACCATALYST = YES` adds Mac Catalyst to
/// an iOS target. A simulator is the same platform as its device for `#if os(...)`.
package enum XcodePlatforms {
    /// SwiftPM's name of an Xcode platform or SDK name (`iphonesimulator` -> `ios`); nil for a
    /// platform Swift's `os()` has no name for (DriverKit) or an unknown word.
    package static func platform(ofSDK name: String) -> String? {
        var word = name.lowercased()
        // An SDK path: `.../iPhoneOS17.2.sdk` -> `iphoneos17.2`.
        if word.hasSuffix(".sdk") {
            word = String(word.dropLast(4))
            if let slash = word.lastIndex(of: "/") { word = String(word[word.index(after: slash)...]) }
        }
        let prefixes: [(String, String)] = [
            ("iphonesimulator", "ios"), ("iphoneos", "ios"), ("macosx", "macos"), ("appletvsimulator", "tvos"),
            ("appletvos", "tvos"), ("watchsimulator", "watchos"), ("watchos", "watchos"), ("xrsimulator", "visionos"),
            ("xros", "visionos"),
        ]
        for (prefix, platform) in prefixes where word.hasPrefix(prefix) {
            let rest = word.dropFirst(prefix.count)
            // `iphoneos17.2`, `macosx` and nothing else (`macosx-internal` is not a platform here).
            if rest.isEmpty || rest.allSatisfy({ $0.isNumber || $0 == "." }) { return platform }
        }
        return nil
    }

    /// The platforms of one configuration: its `SUPPORTED_PLATFORMS`, else its `SDKROOT`, plus
    /// Mac Catalyst when it supports it; sorted, each once. Empty when neither says.
    package static func platforms(of configuration: XcodeBuildConfiguration) -> [String] {
        var found = Set<String>()
        if !configuration.supportedPlatforms.isEmpty {
            for word in configuration.supportedPlatforms {
                if let platform = platform(ofSDK: word) { found.insert(platform) }
            }
        } else if let sdk = configuration.sdkRoot, let platform = platform(ofSDK: sdk) {
            found.insert(platform)
        }
        if configuration.supportsMacCatalyst, found.contains("ios") { found.insert("maccatalyst") }
        return found.sorted()
    }

    /// The platforms of a target: those of every configuration together (a target builds for
    /// all of them in one configuration or another). Empty when one configuration does not say
    /// (its platforms are unknown, so the target's are too).
    package static func platforms(of configurations: [XcodeBuildConfiguration]) -> [String] {
        var found = Set<String>()
        for configuration in configurations {
            let platforms = platforms(of: configuration)
            if platforms.isEmpty { return [] }
            found.formUnion(platforms)
        }
        return found.sorted()
    }
}
