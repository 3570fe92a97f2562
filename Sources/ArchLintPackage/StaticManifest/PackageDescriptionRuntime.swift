/// The checks PackageDescription makes while a manifest runs: invalid version strings and
/// registry identifiers are recorded as errors (SwiftPM then rejects the manifest), and some
/// misuses stop the manifest with a precondition failure. Reproduced so the static reader
/// declines exactly where SwiftPM would fail.
enum PackageDescriptionRuntime {
    enum Outcome: Equatable {
        case valid
        /// PackageDescription's `errors.append(...)`, with its words.
        case error(String)
        /// A `precondition` that stops the manifest.
        case crash(String)
    }

    /// Minimum major versions of `SupportedPlatform.XVersion(string:)`, with the name used in errors.
    private static let platformVersionRules: [String: (name: String, minimumMajor: UInt)] = [
        "macOS": ("macOS", 10), "macCatalyst": ("macCatalyst", 13), "iOS": ("iOS", 2), "tvOS": ("tvOS", 9),
        "watchOS": ("watchOS", 2), "visionOS": ("visionOS", 1), "driverKit": ("DriverKit", 19),
        "custom": ("custom platform", 0),
    ]

    static func check(_ object: ManifestObject) -> Outcome {
        switch object.type {
        case .supportedPlatform:
            guard let rule = platformVersionRules[object.member], let version = object.string("versionString") else {
                return .valid
            }
            return validatePlatformVersion(version, name: rule.name, minimumMajor: rule.minimumMajor)
        case .packageDependency:
            if let id = object.string("id"), !PackageIdentityRules.isValidRegistryIdentifier(id) {
                return .error("Invalid package identifier: '\(id)'")
            }
            if object.object("requirement")?.member == "localPackageItem" {
                return .crash("Use `.package(path:)` API to declare a local package dependency")
            }
            return .valid
        case .targetDependencyCondition:
            if isNil(object.fields["platforms"]), object.fields["traits"] == nil {
                return .crash("`.when()` without platforms")
            }
            return .valid
        case .buildSettingCondition:
            if isNil(object.fields["platforms"]), isNil(object.fields["configuration"]), isNil(object.fields["traits"])
            {
                return .crash("`.when()` without platforms or configuration")
            }
            return .valid
        case .version where object.member == "init":
            for key in ["prereleaseIdentifiers", "buildMetadataIdentifiers"] {
                for identifier in object.strings(key) ?? []
                where !identifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) {
                    return .crash("version identifiers can contain only ASCII alpha-numeric characters and \"-\"")
                }
            }
            return .valid
        default:
            return .valid
        }
    }

    private static func isNil(_ value: ManifestValue?) -> Bool {
        guard let value else { return true }
        if case .none = value { return true }
        return false
    }

    /// `AppleOSVersion.validateVersion`: no empty component, the first two are integers, the major
    /// at least the platform's minimum.
    private static func validatePlatformVersion(_ string: String, name: String, minimumMajor: UInt) -> Outcome {
        let components = string.split(separator: ".", omittingEmptySubsequences: false)
        func error(_ detail: String) -> Outcome { .error("invalid \(name) version \(string); \(detail)") }
        for (index, component) in components.enumerated() {
            if component.isEmpty { return error("found an empty component") }
            if index < 2, UInt(component) == nil { return error("\(component) should be a positive integer") }
        }
        if (UInt(components[0]) ?? 0) < minimumMajor {
            return error("the minimum major version should be \(minimumMajor)")
        }
        return .valid
    }
}

/// PackageDescription's `Version(_ string:)`: SemVer 2.0 with exactly three numeric core parts.
enum SemanticVersion {
    static func isValid(_ text: String) -> Bool {
        guard text.allSatisfy(\.isASCII) else { return false }
        let metadata = text.firstIndex(of: "+")
        let prerelease = text[..<(metadata ?? text.endIndex)].firstIndex(of: "-")
        let core = text[..<(prerelease ?? metadata ?? text.endIndex)]
        let parts = core.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ Int($0) != nil }) else { return false }
        func identifiersValid(_ slice: Substring) -> Bool {
            slice.split(separator: ".", omittingEmptySubsequences: false)
                .allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }
        }
        if let prerelease {
            guard identifiersValid(text[text.index(after: prerelease)..<(metadata ?? text.endIndex)]) else {
                return false
            }
        }
        if let metadata {
            guard identifiersValid(text[text.index(after: metadata)...]) else { return false }
        }
        return true
    }
}
