import ArchLintSupport
import ArchLintSyntax
import ArchLintPackage

/// Everything the module graph is built from, as the sources of modules contributed it (see
/// `ModuleSource` in ArchLintKit). Three shapes, each resolved with its build system's rules by
/// `GraphBuilder`: SwiftPM packages, Xcode-style projects, and modules declared by name.
package struct GraphInput: Sendable {
    /// SwiftPM packages: targets, products and package dependencies, resolved as SwiftPM does.
    package var packages: [PackageInput] = []
    /// Projects of native targets that link package products and other targets: read from
    /// `project.pbxproj`, or from the manifests a generator makes projects from.
    package var projects: [ProjectInput] = []
    /// Modules declared with their files and the modules they depend on by name.
    package var modules: [DeclaredModule] = []
    /// What each file imports, by absolute path, for projects and declared modules (a package
    /// carries its own, `PackageInput.scans`).
    package var scans: [String: FileScanResult] = [:]
    /// Which modules each product of a remote package vends, where its checkout is on disk.
    package var remoteProducts = RemotePackageProducts()

    package init(
        packages: [PackageInput] = [], projects: [ProjectInput] = [], modules: [DeclaredModule] = [],
        scans: [String: FileScanResult] = [:], remoteProducts: RemotePackageProducts = RemotePackageProducts()
    ) {
        self.packages = packages
        self.projects = projects
        self.modules = modules
        self.scans = scans
        self.remoteProducts = remoteProducts
    }
}

/// A project of native targets and the kind of file that declares them.
package struct ProjectInput: Sendable {
    package var project: XcodeProject
    /// `.xcodeProject` for a project read from its `project.pbxproj`; a generator's kind for one
    /// made from its manifests (then `project.projectFile` is that manifest).
    package var manifestKind: ManifestKind

    package init(_ project: XcodeProject, manifestKind: ManifestKind = .xcodeProject) {
        self.project = project
        self.manifestKind = manifestKind
    }
}

/// A module declared directly: its files and the modules it depends on, by name.
package struct DeclaredModule: Sendable {
    /// A dependency on another module by its name, where it is written.
    package struct Dependency: Sendable, Hashable {
        package var name: String
        package var location: SourceLocation?

        package init(name: String, location: SourceLocation? = nil) {
            self.name = name
            self.location = location
        }
    }

    package var name: String
    package var kind: PackageManifest.Target.Kind
    /// What the module is shown as part of (the declaring file's name, for the rules file).
    package var package: String?
    package var directory: String?
    /// Absolute paths of its Swift files, sorted.
    package var files: [String]
    /// The file that declares it, and where in it.
    package var file: String
    package var declaration: SourceLocation?
    package var manifestKind: ManifestKind
    package var dependencies: [Dependency]

    package init(
        name: String, kind: PackageManifest.Target.Kind, package: String? = nil, directory: String? = nil,
        files: [String], file: String, declaration: SourceLocation? = nil, manifestKind: ManifestKind,
        dependencies: [Dependency]
    ) {
        self.name = name
        self.kind = kind
        self.package = package
        self.directory = directory
        self.files = files
        self.file = file
        self.declaration = declaration
        self.manifestKind = manifestKind
        self.dependencies = dependencies
    }
}

/// The graph, and what the build settings of its modules define for conditional compilation.
package struct GraphBuild: Sendable {
    package var graph: ModuleGraph
    /// Each module's `.define`s with their conditions: a package target's defines (plus
    /// `SWIFT_PACKAGE`, which SwiftPM sets for every target it builds), a project target's
    /// compilation conditions. Keyed by module name.
    package var defines: [String: [PackageManifest.Define]]
    /// The compilation conditions every project target sets in any configuration, modules or
    /// not (a flag set there is set somewhere).
    package var projectFlags: Set<String>
    /// Every flag some configuration of each project target sets, by module name, for the
    /// targets whose settings were read whole: judged for such a target, a flag outside it is
    /// false (issue 25).
    package var targetFlags: [String: Set<String>] = [:]
    /// Which packages are ever built together: two that never are may define the same module.
    package var buildGraphs = BuildGraphs()
}
