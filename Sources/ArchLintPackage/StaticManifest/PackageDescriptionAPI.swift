/// One parameter of a PackageDescription function, as declared.
struct APIParameter: Sendable {
    /// The argument label; nil for `_`.
    var label: String?
    /// Where the argument is stored in the created `ManifestObject`.
    var key: String
    var type: ManifestType
    /// The parameter is optional (`T?`): `nil` is accepted.
    var acceptsNil: Bool
    var hasDefault: Bool
}

/// One static member of a PackageDescription type (function, enum case, static property or
/// initializer), with the tools versions it exists in. Mirrors the 6.3.1 PackageDescription and
/// CompilerPluginSupport sources, `@available(_PackageDescription, introduced:obsoleted:)` included.
struct APIMember: Sendable {
    var name: String
    /// nil for a property or a case without payload (`.iOS`, `.v13`, `.debug`).
    var parameters: [APIParameter]?
    var result: ManifestType
    var introduced: ManifestToolsVersion?
    var obsoleted: ManifestToolsVersion?
    /// The module that declares it (`CompilerPluginSupport` for `.macro`).
    var module = "PackageDescription"
    /// Fields every value made by this member carries (the version string of `.v13`).
    var constants: [String: String] = [:]

    func isAvailable(in toolsVersion: ManifestToolsVersion) -> Bool {
        if let introduced, toolsVersion < introduced { return false }
        if let obsoleted, toolsVersion >= obsoleted { return false }
        return true
    }
}

/// An instance property of a PackageDescription class a manifest may read or assign.
struct APIProperty: Sendable {
    var name: String
    /// The field of the `ManifestObject` it reads and writes (shared with the initializer).
    var key: String
    var type: ManifestType
    var acceptsNil: Bool
    var settable: Bool
    var introduced: ManifestToolsVersion?
    /// The initializer's default is an empty array (else nil).
    var defaultsToEmptyArray: Bool

    /// The value when the initializer was not given it.
    var defaultValue: ManifestValue { defaultsToEmptyArray ? .array([]) : .none }
}

/// The PackageDescription API surface the static reader evaluates.
enum PackageDescriptionAPI {
    /// Static members by the type they are looked up on.
    static let members: [ManifestType: [APIMember]] = {
        var table: [ManifestType: [APIMember]] = [:]
        for (type, entries) in memberList { table[type, default: []].append(contentsOf: entries) }
        return table
    }()

    static func members(of type: ManifestType, named name: String) -> [APIMember] {
        (members[type] ?? []).filter { $0.name == name }
    }

    static let properties: [APIType: [APIProperty]] = [
        .package: [
            property("name", .string, settable: true),
            property("platforms", .array(.api(.supportedPlatform)), optional: true, since: v(5, 0)),
            property("defaultLocalization", .api(.languageTag), optional: true, since: v(5, 3)),
            property("pkgConfig", .string, optional: true),
            property("providers", .array(.api(.systemPackageProvider)), optional: true),
            property("targets", .array(.api(.target)), emptyByDefault: true),
            property("products", .array(.api(.product)), emptyByDefault: true),
            property("traits", .set(.api(.trait)), since: v(6, 1), emptyByDefault: true),
            property("dependencies", .array(.api(.packageDependency)), emptyByDefault: true),
            property("swiftLanguageModes", .array(.api(.swiftLanguageMode)), optional: true),
            property(
                "swiftLanguageVersions", .array(.api(.swiftLanguageMode)), key: "swiftLanguageModes", optional: true),
            property("cLanguageStandard", .api(.cLanguageStandard), optional: true),
            property("cxxLanguageStandard", .api(.cxxLanguageStandard), optional: true),
        ],
        .target: [property("name", .string, settable: false)],
        .product: [property("name", .string, settable: false)],
    ]

    // MARK: - Table building

    private static func v(_ major: Int, _ minor: Int) -> ManifestToolsVersion { ManifestToolsVersion(major, minor) }

    private static func property(
        _ name: String, _ type: ManifestType, key: String? = nil, optional: Bool = false,
        settable: Bool = true, since: ManifestToolsVersion? = nil,
        emptyByDefault: Bool = false
    ) -> APIProperty {
        APIProperty(
            name: name, key: key ?? name, type: type, acceptsNil: optional, settable: settable,
            introduced: since, defaultsToEmptyArray: emptyByDefault)
    }

    /// `label: T` (no default).
    private static func required(_ label: String, _ type: ManifestType, key: String? = nil) -> APIParameter {
        APIParameter(label: label, key: key ?? label, type: type, acceptsNil: false, hasDefault: false)
    }
    /// `label: T? = nil`
    private static func optional(_ label: String, _ type: ManifestType, key: String? = nil) -> APIParameter {
        APIParameter(label: label, key: key ?? label, type: type, acceptsNil: true, hasDefault: true)
    }
    /// `label: T = value` (not optional).
    private static func defaulted(_ label: String, _ type: ManifestType, key: String? = nil) -> APIParameter {
        APIParameter(label: label, key: key ?? label, type: type, acceptsNil: false, hasDefault: true)
    }
    /// `label: T?` without a default.
    private static func nullable(_ label: String, _ type: ManifestType, key: String? = nil) -> APIParameter {
        APIParameter(label: label, key: key ?? label, type: type, acceptsNil: true, hasDefault: false)
    }
    /// `_ key: T`
    private static func positional(_ key: String, _ type: ManifestType) -> APIParameter {
        APIParameter(label: nil, key: key, type: type, acceptsNil: false, hasDefault: false)
    }
    /// `_ key: T? = nil`
    private static func positionalOptional(_ key: String, _ type: ManifestType) -> APIParameter {
        APIParameter(label: nil, key: key, type: type, acceptsNil: true, hasDefault: true)
    }

    private static func function(
        _ name: String, _ parameters: [APIParameter], returns result: ManifestType,
        since introduced: ManifestToolsVersion? = nil, until obsoleted: ManifestToolsVersion? = nil,
        module: String = "PackageDescription", _ constants: [String: String] = [:]
    ) -> APIMember {
        APIMember(
            name: name, parameters: parameters, result: result, introduced: introduced, obsoleted: obsoleted,
            module: module,
            constants: constants)
    }

    private static func constant(
        _ name: String, of result: ManifestType, since introduced: ManifestToolsVersion? = nil,
        until obsoleted: ManifestToolsVersion? = nil, _ constants: [String: String] = [:]
    ) -> APIMember {
        APIMember(
            name: name, parameters: nil, result: result, introduced: introduced, obsoleted: obsoleted,
            constants: constants)
    }

    private static let string = ManifestType.string
    private static let strings = ManifestType.array(.string)
    private static func api(_ type: APIType) -> ManifestType { .api(type) }
    private static func list(_ type: APIType) -> ManifestType { .array(.api(type)) }

    // Parameter lists shared by several target factories.
    private static let targetDependencies = defaulted("dependencies", list(.targetDependency))
    private static let settings4 = [
        optional("cSettings", list(.cSetting)), optional("cxxSettings", list(.cxxSetting)),
        optional("swiftSettings", list(.swiftSetting)), optional("linkerSettings", list(.linkerSetting)),
    ]

    private static func sourceTargetParameters(
        resources: Bool, publicHeaders: Bool, packageAccess: Bool, settings: Bool,
        plugins: Bool
    ) -> [APIParameter] {
        var parameters = [
            required("name", string), targetDependencies, optional("path", string),
            defaulted("exclude", strings), optional("sources", strings),
        ]
        if resources { parameters.append(optional("resources", list(.resource))) }
        if publicHeaders { parameters.append(optional("publicHeadersPath", string)) }
        if packageAccess { parameters.append(defaulted("packageAccess", .bool)) }
        if settings { parameters += settings4 }
        if plugins { parameters.append(optional("plugins", list(.pluginUsage))) }
        return parameters
    }

    private static func packageInit(
        platforms: Bool, localization: Bool, traits: Bool, languageVersions: ManifestType,
        languageLabel: String
    ) -> [APIParameter] {
        var parameters = [required("name", string)]
        if localization { parameters.append(optional("defaultLocalization", api(.languageTag))) }
        if platforms { parameters.append(optional("platforms", list(.supportedPlatform))) }
        parameters += [
            optional("pkgConfig", string), optional("providers", list(.systemPackageProvider)),
            defaulted("products", list(.product)),
        ]
        if traits { parameters.append(defaulted("traits", .set(api(.trait)))) }
        parameters += [
            defaulted("dependencies", list(.packageDependency)), defaulted("targets", list(.target)),
            optional(languageLabel, languageVersions, key: "swiftLanguageModes"),
            optional("cLanguageStandard", api(.cLanguageStandard)),
            optional("cxxLanguageStandard", api(.cxxLanguageStandard)),
        ]
        return parameters
    }

    private static func platformVersions(_ type: APIType, _ versions: [(String, String, ManifestToolsVersion?)])
        -> [APIMember]
    {
        versions.map { name, version, since in
            constant(name, of: api(type), since: since, ["version": version])
        }
    }

    private static func cases(
        _ type: APIType, _ names: [(String, ManifestToolsVersion?)], key: String = "rawValue",
        values: [String: String] = [:]
    ) -> [APIMember] {
        names.map { name, since in constant(name, of: api(type), since: since, [key: values[name] ?? name]) }
    }

    private static func commonSettings(_ type: APIType, cLike: Bool) -> [APIMember] {
        let condition = positionalOptional("condition", api(.buildSettingCondition))
        var result = [
            function("unsafeFlags", [positional("flags", strings), condition], returns: api(type), since: v(5, 0)),
            function(
                "treatAllWarnings", [required("as", api(.warningLevel), key: "level"), condition], returns: api(type),
                since: v(6, 2)),
            function(
                "treatWarning",
                [positional("name", string), required("as", api(.warningLevel), key: "level"), condition],
                returns: api(type), since: v(6, 2)),
        ]
        if cLike {
            result += [
                function(
                    "headerSearchPath", [positional("path", string), condition], returns: api(type), since: v(5, 0)),
                function(
                    "define", [positional("name", string), optional("to", string, key: "value"), condition],
                    returns: api(type), since: v(5, 0)),
                function("enableWarning", [positional("name", string), condition], returns: api(type), since: v(6, 2)),
                function(
                    "disableWarning", [positional("name", string), condition], returns: api(type), since: v(6, 2)),
            ]
        }
        return result
    }

    private static let memberList: [(ManifestType, [APIMember])] = {
        let package = api(.package), target = api(.target), dependency = api(.targetDependency)
        let packageDependency = api(.packageDependency), version = api(.version)
        let versionRange = ManifestType.range(version), versionClosedRange = ManifestType.closedRange(version)
        let dependencyTraits = defaulted("traits", .set(api(.dependencyTrait)))
        var table: [(ManifestType, [APIMember])] = []

        table.append(
            (
                package,
                [
                    function(
                        "init",
                        packageInit(
                            platforms: false, localization: false, traits: false,
                            languageVersions: .array(.int), languageLabel: "swiftLanguageVersions"),
                        returns: package, until: v(4, 2)),
                    function(
                        "init",
                        packageInit(
                            platforms: false, localization: false, traits: false,
                            languageVersions: list(.swiftLanguageMode), languageLabel: "swiftLanguageVersions"),
                        returns: package, since: v(4, 2), until: v(5, 0)),
                    function(
                        "init",
                        packageInit(
                            platforms: true, localization: false, traits: false,
                            languageVersions: list(.swiftLanguageMode), languageLabel: "swiftLanguageVersions"),
                        returns: package, since: v(5, 0), until: v(5, 3)),
                    function(
                        "init",
                        packageInit(
                            platforms: true, localization: true, traits: true,
                            languageVersions: list(.swiftLanguageMode), languageLabel: "swiftLanguageModes"),
                        returns: package, since: v(6, 1)),
                    function(
                        "init",
                        packageInit(
                            platforms: true, localization: true, traits: false,
                            languageVersions: list(.swiftLanguageMode), languageLabel: "swiftLanguageModes"),
                        returns: package, since: v(6, 0)),
                    function(
                        "init",
                        packageInit(
                            platforms: true, localization: true, traits: false,
                            languageVersions: list(.swiftLanguageMode), languageLabel: "swiftLanguageVersions"),
                        returns: package, since: v(5, 3)),
                ]
            ))

        let nameOnly = [required("name", string)]
        table.append(
            (
                target,
                [
                    function(
                        "target",
                        sourceTargetParameters(
                            resources: false, publicHeaders: true, packageAccess: false, settings: false, plugins: false
                        ),
                        returns: target, since: v(4, 0), until: v(5, 0)),
                    function(
                        "target",
                        sourceTargetParameters(
                            resources: false, publicHeaders: true, packageAccess: false, settings: true, plugins: false
                        ),
                        returns: target, since: v(5, 0), until: v(5, 3)),
                    function(
                        "target",
                        sourceTargetParameters(
                            resources: true, publicHeaders: true, packageAccess: false, settings: true, plugins: false),
                        returns: target, since: v(5, 3), until: v(5, 5)),
                    function(
                        "target",
                        sourceTargetParameters(
                            resources: true, publicHeaders: true, packageAccess: false, settings: true, plugins: true),
                        returns: target, since: v(5, 5), until: v(5, 9)),
                    function(
                        "target",
                        sourceTargetParameters(
                            resources: true, publicHeaders: true, packageAccess: true, settings: true, plugins: true),
                        returns: target, since: v(5, 9)),
                    function(
                        "executableTarget",
                        sourceTargetParameters(
                            resources: true, publicHeaders: true, packageAccess: false, settings: true, plugins: false),
                        returns: target, since: v(5, 4), until: v(5, 5)),
                    function(
                        "executableTarget",
                        sourceTargetParameters(
                            resources: true, publicHeaders: true, packageAccess: false, settings: true, plugins: true),
                        returns: target, since: v(5, 5), until: v(5, 9)),
                    function(
                        "executableTarget",
                        sourceTargetParameters(
                            resources: true, publicHeaders: true, packageAccess: true, settings: true, plugins: true),
                        returns: target, since: v(5, 9)),
                    function(
                        "testTarget",
                        sourceTargetParameters(
                            resources: false, publicHeaders: false, packageAccess: false, settings: false,
                            plugins: false),
                        returns: target, since: v(4, 0), until: v(5, 0)),
                    function(
                        "testTarget",
                        sourceTargetParameters(
                            resources: false, publicHeaders: false, packageAccess: false, settings: true, plugins: false
                        ),
                        returns: target, since: v(5, 0), until: v(5, 3)),
                    function(
                        "testTarget",
                        sourceTargetParameters(
                            resources: true, publicHeaders: false, packageAccess: false, settings: true, plugins: false
                        ),
                        returns: target, since: v(5, 3), until: v(5, 5)),
                    function(
                        "testTarget",
                        sourceTargetParameters(
                            resources: true, publicHeaders: false, packageAccess: false, settings: true, plugins: true),
                        returns: target, since: v(5, 5), until: v(5, 9)),
                    function(
                        "testTarget",
                        sourceTargetParameters(
                            resources: true, publicHeaders: false, packageAccess: true, settings: true, plugins: true),
                        returns: target, since: v(5, 9)),
                    function(
                        "systemLibrary",
                        nameOnly + [
                            optional("path", string), optional("pkgConfig", string),
                            optional("providers", list(.systemPackageProvider)),
                        ], returns: target),
                    function(
                        "binaryTarget", nameOnly + [required("url", string), required("checksum", string)],
                        returns: target, since: v(5, 3)),
                    function("binaryTarget", nameOnly + [required("path", string)], returns: target, since: v(5, 3)),
                    function(
                        "plugin",
                        nameOnly + [
                            required("capability", api(.pluginCapability)), targetDependencies,
                            optional("path", string),
                            defaulted("exclude", strings), optional("sources", strings),
                        ],
                        returns: target, since: v(5, 5), until: v(5, 9)),
                    function(
                        "plugin",
                        nameOnly + [
                            required("capability", api(.pluginCapability)), targetDependencies,
                            optional("path", string),
                            defaulted("exclude", strings), optional("sources", strings),
                            defaulted("packageAccess", .bool),
                        ],
                        returns: target, since: v(5, 9)),
                    function(
                        "macro",
                        nameOnly + [
                            targetDependencies, optional("path", string), defaulted("exclude", strings),
                            optional("sources", strings), defaulted("packageAccess", .bool),
                            optional("swiftSettings", list(.swiftSetting)),
                            optional("linkerSettings", list(.linkerSetting)),
                            optional("plugins", list(.pluginUsage)),
                        ],
                        returns: target, since: v(5, 9), module: "CompilerPluginSupport"),
                ]
            ))

        let dependencyCondition = api(.targetDependencyCondition)
        table.append(
            (
                dependency,
                [
                    function(
                        "targetItem", [required("name", string), nullable("condition", dependencyCondition)],
                        returns: dependency),
                    function(
                        "productItem",
                        [
                            required("name", string), nullable("package", string),
                            nullable("moduleAliases", .dictionary(.string, .string)),
                            nullable("condition", dependencyCondition),
                        ],
                        returns: dependency),
                    function(
                        "productItem",
                        [
                            required("name", string), optional("package", string),
                            optional("condition", dependencyCondition),
                        ],
                        returns: dependency, until: v(5, 7)),
                    function(
                        "byNameItem", [required("name", string), nullable("condition", dependencyCondition)],
                        returns: dependency),
                    function("target", [required("name", string)], returns: dependency, until: v(5, 3)),
                    function(
                        "target", [required("name", string), optional("condition", dependencyCondition)],
                        returns: dependency, since: v(5, 3)),
                    function(
                        "product", [required("name", string), optional("package", string)], returns: dependency,
                        until: v(5, 2)),
                    function(
                        "product", [required("name", string), required("package", string)], returns: dependency,
                        since: v(5, 2), until: v(5, 3)),
                    function(
                        "product",
                        [
                            required("name", string), required("package", string),
                            optional("condition", dependencyCondition),
                        ],
                        returns: dependency, since: v(5, 3), until: v(5, 7)),
                    function(
                        "product",
                        [
                            required("name", string), required("package", string),
                            optional("moduleAliases", .dictionary(.string, .string)),
                            optional("condition", dependencyCondition),
                        ],
                        returns: dependency, since: v(5, 7)),
                    function("byName", [required("name", string)], returns: dependency, until: v(5, 3)),
                    function(
                        "byName", [required("name", string), optional("condition", dependencyCondition)],
                        returns: dependency, since: v(5, 3)),
                ]
            ))

        table.append(
            (
                dependencyCondition,
                [
                    function(
                        "when", [optional("platforms", list(.platform))], returns: dependencyCondition, until: v(5, 7)),
                    function(
                        "when", [required("platforms", list(.platform))], returns: dependencyCondition, since: v(5, 7)),
                    function(
                        "when", [required("platforms", list(.platform)), required("traits", .set(.string))],
                        returns: dependencyCondition, since: v(6, 1)),
                    function("when", [required("traits", .set(.string))], returns: dependencyCondition, since: v(6, 1)),
                ]
            ))

        table.append(
            (
                api(.pluginCapability),
                [
                    constant("buildTool", of: api(.pluginCapability), since: v(5, 5)),
                    function("buildTool", [], returns: api(.pluginCapability), since: v(5, 5)),
                    function(
                        "command",
                        [
                            required("intent", api(.pluginCommandIntent)),
                            defaulted("permissions", list(.pluginPermission)),
                        ],
                        returns: api(.pluginCapability), since: v(5, 6)),
                ]
            ))
        table.append(
            (
                api(.pluginCommandIntent),
                [
                    constant("documentationGeneration", of: api(.pluginCommandIntent), since: v(5, 6)),
                    constant("sourceCodeFormatting", of: api(.pluginCommandIntent), since: v(5, 6)),
                    function("documentationGeneration", [], returns: api(.pluginCommandIntent), since: v(5, 6)),
                    function("sourceCodeFormatting", [], returns: api(.pluginCommandIntent), since: v(5, 6)),
                    function(
                        "custom", [required("verb", string), required("description", string)],
                        returns: api(.pluginCommandIntent), since: v(5, 6)),
                ]
            ))
        table.append(
            (
                api(.pluginPermission),
                [
                    function(
                        "allowNetworkConnections",
                        [required("scope", api(.pluginNetworkPermissionScope)), required("reason", string)],
                        returns: api(.pluginPermission), since: v(5, 9)),
                    function(
                        "writeToPackageDirectory", [required("reason", string)], returns: api(.pluginPermission),
                        since: v(5, 6)),
                ]
            ))
        let scope = api(.pluginNetworkPermissionScope)
        table.append(
            (
                scope,
                [
                    constant("none", of: scope, since: v(5, 9)),
                    constant("docker", of: scope, since: v(5, 9)),
                    constant("unixDomainSocket", of: scope, since: v(5, 9)),
                    function("local", [defaulted("ports", .array(.int))], returns: scope, since: v(5, 9)),
                    function("all", [defaulted("ports", .array(.int))], returns: scope, since: v(5, 9)),
                    function("local", [required("ports", .range(.int))], returns: scope, since: v(5, 9)),
                    function("all", [required("ports", .range(.int))], returns: scope, since: v(5, 9)),
                ]
            ))
        table.append(
            (
                api(.pluginUsage),
                [
                    function("plugin", [required("name", string)], returns: api(.pluginUsage), since: v(5, 5)),
                    function(
                        "plugin", [required("name", string), nullable("package", string)], returns: api(.pluginUsage),
                        since: v(5, 5)),
                ]
            ))

        let product = api(.product)
        table.append(
            (
                product,
                [
                    function(
                        "library",
                        [required("name", string), optional("type", api(.libraryType)), required("targets", strings)],
                        returns: product),
                    function("executable", [required("name", string), required("targets", strings)], returns: product),
                    function(
                        "plugin", [required("name", string), required("targets", strings)], returns: product,
                        since: v(5, 5)),
                ]
            ))
        table.append((api(.libraryType), cases(.libraryType, [("static", nil), ("dynamic", nil)])))

        // Package dependencies: every public `.package(...)`, with and without `name:` and `traits:`.
        var packages: [APIMember] = [
            function("package", [required("path", string)], returns: packageDependency),
            function(
                "package", [required("path", string), dependencyTraits], returns: packageDependency, since: v(6, 1)),
            function(
                "package", [required("name", string), required("path", string)], returns: packageDependency,
                since: v(5, 2)),
            function(
                "package", [required("name", string), required("path", string), dependencyTraits],
                returns: packageDependency, since: v(6, 1)),
        ]
        let requirements: [(APIParameter, ManifestToolsVersion?, ManifestToolsVersion?)] = [
            (required("from", version), nil, v(5, 2)),
            (required("branch", string), v(5, 5), v(5, 5)),
            (required("revision", string), v(5, 5), v(5, 5)),
            (positional("range", versionRange), nil, v(5, 2)),
            (positional("closedRange", versionClosedRange), nil, v(5, 2)),
            (required("exact", version), v(5, 6), nil),
        ]
        for (requirement, since, namedSince) in requirements {
            packages.append(
                function("package", [required("url", string), requirement], returns: packageDependency, since: since))
            packages.append(
                function(
                    "package", [required("url", string), requirement, dependencyTraits],
                    returns: packageDependency, since: v(6, 1)))
            if let namedSince {
                packages.append(
                    function(
                        "package", [required("name", string), required("url", string), requirement],
                        returns: packageDependency, since: namedSince))
            }
        }
        packages.append(
            function(
                "package", [required("url", string), positional("requirement", api(.requirement))],
                returns: packageDependency))
        packages.append(
            function(
                "package",
                [nullable("name", string), required("url", string), positional("requirement", api(.requirement))],
                returns: packageDependency, since: v(5, 2)))
        for requirement in [
            required("from", version), required("exact", version), positional("range", versionRange),
            positional("closedRange", versionClosedRange),
        ] {
            packages.append(
                function("package", [required("id", string), requirement], returns: packageDependency, since: v(5, 7)))
            packages.append(
                function(
                    "package", [required("id", string), requirement, dependencyTraits],
                    returns: packageDependency, since: v(6, 1)))
        }
        table.append((packageDependency, packages))

        let requirement = api(.requirement)
        table.append(
            (
                requirement,
                [
                    function("exact", [positional("version", version)], returns: requirement),
                    function("revision", [positional("revision", string)], returns: requirement),
                    function("branch", [positional("branch", string)], returns: requirement),
                    function("upToNextMajor", [required("from", version)], returns: requirement),
                    function("upToNextMinor", [required("from", version)], returns: requirement),
                    function("exactItem", [positional("version", version)], returns: requirement),
                    function("rangeItem", [positional("range", versionRange)], returns: requirement),
                    function("revisionItem", [positional("revision", string)], returns: requirement),
                    function("branchItem", [positional("branch", string)], returns: requirement),
                    constant("localPackageItem", of: requirement),
                ]
            ))
        table.append(
            (
                versionRange,
                [
                    function("upToNextMajor", [required("from", version)], returns: versionRange),
                    function("upToNextMinor", [required("from", version)], returns: versionRange),
                ]
            ))
        table.append(
            (
                version,
                [
                    function(
                        "init",
                        [
                            positional("major", .int), positional("minor", .int), positional("patch", .int),
                            defaulted("prereleaseIdentifiers", strings), defaulted("buildMetadataIdentifiers", strings),
                        ],
                        returns: version)
                ]
            ))

        let dependencyTrait = api(.dependencyTrait), traitCondition = api(.dependencyTraitCondition)
        table.append(
            (
                dependencyTrait,
                [
                    constant("defaults", of: dependencyTrait, since: v(6, 1), ["name": "default"]),
                    function(
                        "trait", [required("name", string), optional("condition", traitCondition)],
                        returns: dependencyTrait, since: v(6, 1)),
                    function(
                        "init", [required("name", string), optional("condition", traitCondition)],
                        returns: dependencyTrait, since: v(6, 1)),
                ]
            ))
        table.append(
            (
                traitCondition,
                [
                    function("when", [required("traits", .set(.string))], returns: traitCondition, since: v(6, 1))
                ]
            ))
        let trait = api(.trait)
        table.append(
            (
                trait,
                [
                    function(
                        "default", [required("enabledTraits", .set(.string))], returns: trait, since: v(6, 1),
                        ["name": "default"]),
                    function(
                        "trait",
                        [
                            required("name", string), optional("description", string),
                            defaulted("enabledTraits", .set(.string)),
                        ],
                        returns: trait, since: v(6, 1)),
                    function(
                        "init",
                        [
                            required("name", string), optional("description", string),
                            defaulted("enabledTraits", .set(.string)),
                        ],
                        returns: trait, since: v(6, 1)),
                ]
            ))

        // Platforms and their versions.
        let supported = api(.supportedPlatform)
        var platforms: [APIMember] = []
        let platformFactories: [(String, APIType, ManifestToolsVersion?)] = [
            ("macOS", .macOSVersion, nil), ("macCatalyst", .macCatalystVersion, v(5, 5)), ("iOS", .iOSVersion, nil),
            ("tvOS", .tvOSVersion, nil), ("watchOS", .watchOSVersion, nil), ("visionOS", .visionOSVersion, v(5, 9)),
            ("driverKit", .driverKitVersion, v(5, 5)),
        ]
        for (name, versionType, since) in platformFactories {
            platforms.append(
                function(name, [positional("version", api(versionType))], returns: supported, since: since))
            platforms.append(function(name, [positional("versionString", string)], returns: supported, since: since))
        }
        platforms.append(
            function(
                "custom", [positional("platformName", string), required("versionString", string)],
                returns: supported, since: v(5, 6)))
        table.append((supported, platforms))
        table.append(
            (
                api(.macOSVersion),
                platformVersions(
                    .macOSVersion,
                    [
                        ("v10_10", "10.10", v(5, 0)), ("v10_11", "10.11", v(5, 0)), ("v10_12", "10.12", v(5, 0)),
                        ("v10_13", "10.13", v(5, 0)),
                        ("v10_14", "10.14", v(5, 0)), ("v10_15", "10.15", v(5, 1)), ("v11", "11.0", v(5, 3)),
                        ("v12", "12.0", v(5, 5)),
                        ("v13", "13.0", v(5, 7)), ("v14", "14.0", v(5, 9)), ("v15", "15.0", v(6, 0)),
                        ("v26", "26.0", v(6, 2)),
                    ])
            ))
        table.append(
            (
                api(.macCatalystVersion),
                platformVersions(
                    .macCatalystVersion,
                    [
                        ("v13", "13.0", v(5, 5)), ("v14", "14.0", v(5, 5)), ("v15", "15.0", v(5, 5)),
                        ("v16", "16.0", v(5, 7)),
                        ("v17", "17.0", v(5, 9)), ("v18", "18.0", v(6, 0)), ("v26", "26.0", v(6, 2)),
                    ])
            ))
        table.append(
            (
                api(.iOSVersion),
                platformVersions(
                    .iOSVersion,
                    [
                        ("v8", "8.0", v(5, 0)), ("v9", "9.0", v(5, 0)), ("v10", "10.0", v(5, 0)),
                        ("v11", "11.0", v(5, 0)), ("v12", "12.0", v(5, 0)),
                        ("v13", "13.0", v(5, 1)), ("v14", "14.0", v(5, 3)), ("v15", "15.0", v(5, 5)),
                        ("v16", "16.0", v(5, 7)),
                        ("v17", "17.0", v(5, 9)), ("v18", "18.0", v(6, 0)), ("v26", "26.0", v(6, 2)),
                    ])
            ))
        table.append(
            (
                api(.tvOSVersion),
                platformVersions(
                    .tvOSVersion,
                    [
                        ("v9", "9.0", v(5, 0)), ("v10", "10.0", v(5, 0)), ("v11", "11.0", v(5, 0)),
                        ("v12", "12.0", v(5, 0)),
                        ("v13", "13.0", v(5, 1)), ("v14", "14.0", v(5, 3)), ("v15", "15.0", v(5, 5)),
                        ("v16", "16.0", v(5, 7)),
                        ("v17", "17.0", v(5, 9)), ("v18", "18.0", v(6, 0)), ("v26", "26.0", v(6, 2)),
                    ])
            ))
        table.append(
            (
                api(.watchOSVersion),
                platformVersions(
                    .watchOSVersion,
                    [
                        ("v2", "2.0", v(5, 0)), ("v3", "3.0", v(5, 0)), ("v4", "4.0", v(5, 0)), ("v5", "5.0", v(5, 0)),
                        ("v6", "6.0", v(5, 1)),
                        ("v7", "7.0", v(5, 3)), ("v8", "8.0", v(5, 5)), ("v9", "9.0", v(5, 7)),
                        ("v10", "10.0", v(5, 9)),
                        ("v11", "11.0", v(6, 0)), ("v26", "26.0", v(6, 2)),
                    ])
            ))
        table.append(
            (
                api(.visionOSVersion),
                platformVersions(
                    .visionOSVersion,
                    [
                        ("v1", "1.0", v(5, 9)), ("v2", "2.0", v(6, 0)), ("v26", "26.0", v(6, 2)),
                    ])
            ))
        table.append(
            (
                api(.driverKitVersion),
                platformVersions(
                    .driverKitVersion,
                    [
                        ("v19", "19.0", v(5, 5)), ("v20", "20.0", v(5, 5)), ("v21", "21.0", v(5, 5)),
                        ("v22", "22.0", v(5, 7)),
                        ("v23", "23.0", v(5, 9)), ("v24", "24.0", v(6, 0)), ("v25", "25.0", v(6, 2)),
                    ])
            ))
        let platform = api(.platform)
        table.append(
            (
                platform,
                cases(
                    .platform,
                    [
                        ("macOS", nil), ("macCatalyst", nil), ("iOS", nil), ("tvOS", nil), ("watchOS", nil),
                        ("visionOS", nil),
                        ("driverKit", nil), ("linux", nil), ("windows", v(5, 2)), ("android", v(5, 2)),
                        ("wasi", v(5, 3)), ("openbsd", v(5, 8)),
                    ], key: "name",
                    values: [
                        "macOS": "macos", "macCatalyst": "maccatalyst", "iOS": "ios", "tvOS": "tvos",
                        "watchOS": "watchos", "visionOS": "visionos", "driverKit": "driverkit",
                    ])
                    + [function("custom", [positional("name", string)], returns: platform, since: v(5, 6))]
            ))

        // Resources and build settings.
        let resource = api(.resource)
        table.append(
            (
                resource,
                [
                    function(
                        "process", [positional("path", string), optional("localization", api(.resourceLocalization))],
                        returns: resource, since: v(5, 3)),
                    function("copy", [positional("path", string)], returns: resource, since: v(5, 3)),
                    function("embedInCode", [positional("path", string)], returns: resource, since: v(5, 9)),
                ]
            ))
        table.append(
            (api(.resourceLocalization), cases(.resourceLocalization, [("default", v(5, 3)), ("base", v(5, 3))])))
        table.append(
            (api(.buildConfiguration), cases(.buildConfiguration, [("debug", nil), ("release", nil)], key: "config")))
        let buildCondition = api(.buildSettingCondition)
        let platformList = list(.platform), configuration = api(.buildConfiguration)
        table.append(
            (
                buildCondition,
                [
                    function(
                        "when", [required("platforms", platformList), required("configuration", configuration)],
                        returns: buildCondition, since: v(5, 7)),
                    function("when", [required("platforms", platformList)], returns: buildCondition, since: v(5, 7)),
                    function(
                        "when", [required("configuration", configuration)], returns: buildCondition, since: v(5, 7)),
                    function(
                        "when", [optional("platforms", platformList), optional("configuration", configuration)],
                        returns: buildCondition),
                    function(
                        "when",
                        [
                            optional("platforms", platformList), optional("configuration", configuration),
                            optional("traits", .set(.string)),
                        ], returns: buildCondition, since: v(6, 1)),
                ]
            ))
        table.append((api(.cSetting), commonSettings(.cSetting, cLike: true)))
        table.append((api(.cxxSetting), commonSettings(.cxxSetting, cLike: true)))
        let swiftSetting = api(.swiftSetting)
        let settingCondition = positionalOptional("condition", buildCondition)
        table.append(
            (
                swiftSetting,
                commonSettings(.swiftSetting, cLike: false) + [
                    function(
                        "define", [positional("name", string), settingCondition], returns: swiftSetting,
                        since: v(5, 0)),
                    function(
                        "enableUpcomingFeature", [positional("name", string), settingCondition], returns: swiftSetting,
                        since: v(5, 8)),
                    function(
                        "enableExperimentalFeature", [positional("name", string), settingCondition],
                        returns: swiftSetting, since: v(5, 8)),
                    function("strictMemorySafety", [settingCondition], returns: swiftSetting, since: v(6, 2)),
                    function(
                        "interoperabilityMode", [positional("mode", api(.interoperabilityMode)), settingCondition],
                        returns: swiftSetting, since: v(5, 9)),
                    function(
                        "swiftLanguageVersion", [positional("mode", api(.swiftLanguageMode)), settingCondition],
                        returns: swiftSetting, since: v(6, 0)),
                    function(
                        "swiftLanguageMode", [positional("mode", api(.swiftLanguageMode)), settingCondition],
                        returns: swiftSetting, since: v(6, 0)),
                    function(
                        "defaultIsolation",
                        [
                            APIParameter(
                                label: nil, key: "isolation", type: .mainActorMetatype, acceptsNil: true,
                                hasDefault: false),
                            settingCondition,
                        ], returns: swiftSetting, since: v(6, 2)),
                ]
            ))
        let linkerSetting = api(.linkerSetting)
        table.append(
            (
                linkerSetting,
                [
                    function(
                        "linkedLibrary", [positional("name", string), settingCondition], returns: linkerSetting,
                        since: v(5, 0)),
                    function(
                        "linkedFramework", [positional("name", string), settingCondition], returns: linkerSetting,
                        since: v(5, 0)),
                    function(
                        "unsafeFlags", [positional("flags", strings), settingCondition], returns: linkerSetting,
                        since: v(5, 0)),
                ]
            ))
        table.append((api(.interoperabilityMode), cases(.interoperabilityMode, [("C", v(5, 9)), ("Cxx", v(5, 9))])))
        table.append((api(.warningLevel), cases(.warningLevel, [("warning", v(6, 2)), ("error", v(6, 2))])))
        let languageMode = api(.swiftLanguageMode)
        table.append(
            (
                languageMode,
                [
                    constant("v3", of: languageMode, since: v(4, 0), until: v(5, 0), ["rawValue": "3"]),
                    constant("v4", of: languageMode, since: v(4, 0), ["rawValue": "4"]),
                    constant("v4_2", of: languageMode, since: v(4, 0), ["rawValue": "4.2"]),
                    constant("v5", of: languageMode, since: v(5, 0), ["rawValue": "5"]),
                    constant("v6", of: languageMode, since: v(6, 0), ["rawValue": "6"]),
                    function("version", [positional("rawValue", string)], returns: languageMode),
                ]
            ))
        table.append(
            (
                api(.cLanguageStandard),
                cases(
                    .cLanguageStandard,
                    [
                        ("c89", nil), ("c90", nil), ("c99", nil), ("c11", nil), ("c17", v(5, 4)), ("c18", v(5, 4)),
                        ("c2x", v(5, 4)),
                        ("gnu89", nil), ("gnu90", nil), ("gnu99", nil), ("gnu11", nil), ("gnu17", v(5, 4)),
                        ("gnu18", v(5, 4)), ("gnu2x", v(5, 4)),
                        ("iso9899_1990", nil), ("iso9899_199409", nil), ("iso9899_1999", nil), ("iso9899_2011", nil),
                        ("iso9899_2017", v(5, 4)), ("iso9899_2018", v(5, 4)),
                    ])
            ))
        table.append(
            (
                api(.cxxLanguageStandard),
                cases(
                    .cxxLanguageStandard,
                    [
                        ("cxx98", nil), ("cxx03", nil), ("cxx11", nil), ("cxx14", nil), ("cxx17", v(5, 4)),
                        ("cxx1z", v(4, 0)), ("cxx20", v(5, 4)),
                        ("cxx2b", v(5, 6)), ("gnucxx98", nil), ("gnucxx03", nil), ("gnucxx11", nil), ("gnucxx14", nil),
                        ("gnucxx17", v(5, 4)),
                        ("gnucxx1z", v(4, 0)), ("gnucxx20", v(5, 4)), ("gnucxx2b", v(5, 6)),
                    ])
            ))
        let provider = api(.systemPackageProvider)
        table.append(
            (
                provider,
                [
                    function("brew", [positional("packages", strings)], returns: provider),
                    function("apt", [positional("packages", strings)], returns: provider),
                    function("yum", [positional("packages", strings)], returns: provider, since: v(5, 3)),
                    function("brewItem", [positional("packages", strings)], returns: provider),
                    function("aptItem", [positional("packages", strings)], returns: provider),
                    function("yumItem", [positional("packages", strings)], returns: provider, since: v(5, 3)),
                ]
            ))
        return table
    }()
}
