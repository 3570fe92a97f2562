/// One Xcode project as archlint needs it: its native targets, what each compiles and links, and
/// whatever could not be read. Every path is absolute, normalized and inside the root the
/// project was read under.
package struct XcodeProject: Sendable, Hashable {
    /// The `.xcodeproj` folder.
    package var path: String
    /// The folder name without `.xcodeproj`.
    package var name: String
    /// `path/project.pbxproj`, the file every line number refers to.
    package var projectFile: String
    /// Native targets sorted by name (aggregate and legacy targets compile nothing and are left
    /// out; a dependency on one still names it).
    package var targets: [XcodeTarget]
    /// What could not be read or resolved, sorted; an `.error` means the project file itself
    /// could not be read and `targets` is empty.
    package var problems: [XcodeProblem]

    package init(path: String, name: String, projectFile: String, targets: [XcodeTarget], problems: [XcodeProblem]) {
        self.path = path
        self.name = name
        self.projectFile = projectFile
        self.targets = targets
        self.problems = problems
    }

    /// Whether the project file could be read at all.
    package var isReadable: Bool { !problems.contains { $0.severity == .error } }
}

/// A native target of an Xcode project.
package struct XcodeTarget: Sendable, Hashable {
    package var name: String
    /// `PRODUCT_NAME` of the default configuration (Xcode's default: the target name).
    package var productName: String
    /// The module name the compiler sees, of the default configuration: `PRODUCT_MODULE_NAME`,
    /// else the product name made a C99 identifier.
    package var moduleName: String
    /// The `productType` as written (`com.apple.product-type.application`), empty if absent.
    package var productType: String
    package var kind: XcodeTargetKind
    /// Every Swift file the target compiles (Sources build phase and synchronized folders),
    /// absolute, sorted, unique.
    package var swiftFiles: [String]
    /// Package products the target links, sorted.
    package var packageProducts: [XcodePackageProduct]
    /// Targets that build before this one (`dependencies`), sorted.
    package var targetDependencies: [XcodeTargetReference]
    /// Targets whose products the Frameworks build phase links, sorted.
    package var linkedTargets: [XcodeTargetReference]
    /// Build settings per configuration, sorted by configuration name.
    package var configurations: [XcodeBuildConfiguration]
    /// The configuration Xcode uses when none is named (`defaultConfigurationName`).
    package var defaultConfigurationName: String
    /// Line of the target's definition in the project file.
    package var line: Int
    /// Line of its `packageProductDependencies` list, where a package product is declared, when
    /// the target has one.
    package var packageProductDependenciesLine: Int?
    /// Swift sources of the Sources phase that live outside the source tree (in
    /// `BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`: generated or shipped with Xcode), counted
    /// and not read.
    package var sourcesOutsideSourceTree = 0
    /// The file `line` refers to when it is not the project's `projectFile`: a target an XcodeGen
    /// spec declares in a file it includes.
    package var declarationFile: String?

    package init(name: String, productName: String, moduleName: String, productType: String, kind: XcodeTargetKind,
                swiftFiles: [String], packageProducts: [XcodePackageProduct], targetDependencies: [XcodeTargetReference],
                linkedTargets: [XcodeTargetReference], configurations: [XcodeBuildConfiguration],
                defaultConfigurationName: String, line: Int, packageProductDependenciesLine: Int?) {
        self.name = name
        self.productName = productName
        self.moduleName = moduleName
        self.productType = productType
        self.kind = kind
        self.swiftFiles = swiftFiles
        self.packageProducts = packageProducts
        self.targetDependencies = targetDependencies
        self.linkedTargets = linkedTargets
        self.configurations = configurations
        self.defaultConfigurationName = defaultConfigurationName
        self.line = line
        self.packageProductDependenciesLine = packageProductDependenciesLine
    }

    /// A target "compiles Swift" when it has at least one Swift source.
    package var compilesSwift: Bool { !swiftFiles.isEmpty }

    /// The settings of configuration `name`, if the target has it.
    package func configuration(named name: String) -> XcodeBuildConfiguration? {
        configurations.first { $0.name == name }
    }
}

/// A Swift package product a target links (`XCSwiftPackageProductDependency`).
package struct XcodePackageProduct: Sendable, Hashable, Comparable {
    /// Where the product's package comes from.
    package enum Package: Sendable, Hashable {
        /// `XCLocalSwiftPackageReference`: the package folder, absolute; it may lie outside the
        /// root (as a `.package(path:)` may), and nothing there is read by the project reader.
        case local(path: String)
        /// `XCRemoteSwiftPackageReference`: the repository URL as written.
        case remote(url: String)
        /// No package named: a local package dragged into the project (its folder is a file
        /// reference, not a package reference); the product is found by name among local packages.
        case unspecified
    }

    package var productName: String
    package var package: Package
    /// Line of the `XCSwiftPackageProductDependency` object in the project file (of the
    /// `- package:` entry in an XcodeGen spec).
    package var line: Int
    /// The file `line` refers to when it is not the project's `projectFile` (an XcodeGen spec's
    /// include or the file of a target template).
    package var file: String?

    package init(productName: String, package: Package, line: Int, file: String? = nil) {
        self.productName = productName
        self.package = package
        self.line = line
        self.file = file
    }

    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.productName, lhs.packageSortKey, lhs.line) < (rhs.productName, rhs.packageSortKey, rhs.line)
    }

    private var packageSortKey: String {
        switch package {
        case .local(let path): return "1" + path
        case .remote(let url): return "2" + url
        case .unspecified: return "3"
        }
    }
}

/// A target named by a dependency or a linked product: in this project or another one.
package struct XcodeTargetReference: Sendable, Hashable, Comparable {
    /// The `.xcodeproj` that defines the target, absolute (this project's own path for a target
    /// of the same project).
    package var project: String
    package var target: String

    package init(project: String, target: String) {
        self.project = project
        self.target = target
    }

    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.project, lhs.target) < (rhs.project, rhs.target)
    }
}

/// The settings archlint needs of one build configuration of a target, resolved through the
/// project and target levels and their `.xcconfig` files.
package struct XcodeBuildConfiguration: Sendable, Hashable {
    package var name: String
    package var productName: String
    package var moduleName: String
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` then the `-D` names of `OTHER_SWIFT_FLAGS`, in that
    /// order, each once.
    package var compilationConditions: [String]
    /// `SDKROOT` (`iphoneos`, `macosx`, `auto`...), if set.
    package var sdkRoot: String?
    /// `SUPPORTED_PLATFORMS` split into words, if set.
    package var supportedPlatforms: [String]
    /// What was not resolved and so may make the values above differ from Xcode's, sorted: a
    /// conditional assignment (`KEY[sdk=iphoneos*]`), a variable archlint does not know.
    package var unresolved: [String]

    package init(name: String, productName: String, moduleName: String, compilationConditions: [String],
                sdkRoot: String?, supportedPlatforms: [String], unresolved: [String]) {
        self.name = name
        self.productName = productName
        self.moduleName = moduleName
        self.compilationConditions = compilationConditions
        self.sdkRoot = sdkRoot
        self.supportedPlatforms = supportedPlatforms
        self.unresolved = unresolved
    }
}

/// Something the reader could not read or resolve, with the place it concerns.
package struct XcodeProblem: Sendable, Hashable, Comparable, CustomStringConvertible {
    package enum Severity: String, Sendable, Hashable {
        /// The project could not be read at all (missing or damaged project file), or a folder
        /// it compiles from could not be listed: the result is partial.
        case error
        /// A part was skipped or dropped; the rest of the project was read.
        case warning
    }

    /// Absolute path of the file concerned (usually the project file).
    package var path: String
    /// 1-based line and column, when known.
    package var line: Int?
    package var column: Int?
    package var severity: Severity
    package var message: String

    package init(path: String, line: Int? = nil, column: Int? = nil, severity: Severity, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `path:line:column: severity: message`, the editor's format.
    package var description: String {
        var place = path
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        return "\(place): \(severity.rawValue): \(message)"
    }

    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.path, lhs.line ?? 0, lhs.column ?? 0, lhs.message) < (rhs.path, rhs.line ?? 0, rhs.column ?? 0, rhs.message)
    }
}
