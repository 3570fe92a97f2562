import Testing
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// Dependency locations and identities, as SwiftPM's `PackageIdentityParser`,
/// `DefaultDependencyMapper` and TSC's path normalisation compute them.
@Suite struct PackageIdentityRulesTests {
    @Test func identityIsTheLastComponentWithoutGitLowercased() {
        #expect(PackageIdentityRules.identity(ofLocation: "https://github.com/Alamofire/Alamofire.git") == "alamofire")
        #expect(
            PackageIdentityRules.identity(ofLocation: "https://github.com/pointfreeco/swift-composable-architecture/")
                == "swift-composable-architecture")
        #expect(PackageIdentityRules.identity(ofLocation: "git@github.com:Example/Private-Kit.git") == "private-kit")
        #expect(PackageIdentityRules.identity(ofLocation: "/work/Modules/Network.git") == "network")
        #expect(PackageIdentityRules.identity(ofLocation: "Package.swift") == "package.swift")
        // Only one trailing slash is ignored, and only a `.git` suffix is dropped.
        #expect(PackageIdentityRules.defaultName(ofLocation: "/a/Repo//") == "")
        #expect(PackageIdentityRules.defaultName(ofLocation: "/a/Repo.GIT") == "Repo.GIT")
    }

    @Test func schemeIsWhatPrecedesTheFirstSchemeSeparatorWithoutASlash() {
        #expect(PackageIdentityRules.scheme(of: "https://github.com/a/b") == "https")
        #expect(PackageIdentityRules.scheme(of: "FILE:///tmp/x") == "file")
        #expect(PackageIdentityRules.scheme(of: "git@github.com:a/b.git") == "git")
        #expect(PackageIdentityRules.scheme(of: "../Images@2x") == nil)
        #expect(PackageIdentityRules.scheme(of: "vendor@2x") == "vendor")
        #expect(PackageIdentityRules.scheme(of: "/abs/path") == nil)
    }

    @Test func pathsNormaliseLikeToolsSupportCore() {
        #expect(PackageIdentityRules.normalizeAbsolute("/a/./b/../c//d/") == "/a/c/d")
        #expect(PackageIdentityRules.normalizeAbsolute("/../..") == "/")
        #expect(PackageIdentityRules.normalizeRelative("./Resources/Images/") == "Resources/Images")
        #expect(PackageIdentityRules.normalizeRelative("../../x/../y") == "../../y")
        #expect(PackageIdentityRules.normalizeRelative("a/..") == ".")
        #expect(PackageIdentityRules.normalizeRelative("") == ".")
        #expect(PackageIdentityRules.absolute("../Shared", relativeTo: "/work/App") == "/work/Shared")
        #expect(PackageIdentityRules.absolute("/opt/Kit/", relativeTo: "/work/App") == "/opt/Kit")
    }

    private func resolve(_ location: PackageIdentityRules.DeclaredLocation) -> Result<
        (identity: String, location: PackageManifest.PackageDependency.Location), PackageIdentityRules.LocationProblem
    > {
        PackageIdentityRules.resolve(location, packageDirectory: "/work/App")
    }

    @Test func resolvesEveryKindOfLocation() throws {
        let path = try resolve(.fileSystem(path: "./Vendor/../Modules/Core/")).get()
        #expect(path.identity == "core")
        #expect(path.location == .fileSystem(path: "/work/App/Modules/Core"))
        let fileURL = try resolve(.fileSystem(path: "file:///opt/Kit")).get()
        #expect(fileURL.location == .fileSystem(path: "/opt/Kit"))
        // A source-control location without a scheme is a local repository, made absolute.
        let local = try resolve(.sourceControl(location: "../Repos/Lib.git")).get()
        #expect(local.identity == "lib")
        #expect(local.location == .sourceControl(location: "/work/Repos/Lib" + ".git"))
        // `name@host` reads as a scheme: SwiftPM keeps it as a remote location, verbatim.
        let scp = try resolve(.sourceControl(location: "vendor@2x")).get()
        #expect(scp.location == .sourceControl(location: "vendor@2x"))
        let remote = try resolve(.sourceControl(location: "https://example.com/Team/Kit.git")).get()
        #expect(remote.identity == "kit")
        #expect(remote.location == .sourceControl(location: "https://example.com/Team/Kit.git"))
        let registry = try resolve(.registry(id: "Mona.LinkedList")).get()
        #expect(registry.identity == "Mona.LinkedList")
    }

    @Test func reportsWhatSwiftPMRejectsAndWhatDependsOnTheMachine() {
        #expect(
            throws: PackageIdentityRules.LocationProblem.rejected(
                "file:// URLs with hostnames are not supported, are you missing a '/'?")
        ) {
            try resolve(.fileSystem(path: "file://host/x")).get()
        }
        #expect(
            throws: PackageIdentityRules.LocationProblem.rejected(
                "file:// URLs cannot be relative, did you mean to use '.package(path:)'?")
        ) {
            try resolve(.sourceControl(location: "file://../x")).get()
        }
        #expect(
            throws: PackageIdentityRules.LocationProblem.rejected(
                "'https://example.com/Kit' is not a valid path for path-based dependencies; use relative or absolute path instead."
            )
        ) {
            try resolve(.fileSystem(path: "https://example.com/Kit")).get()
        }
        #expect(
            throws: PackageIdentityRules.LocationProblem.dependsOnEnvironment(
                "'~/Kit' is relative to the home directory of whoever runs SwiftPM")
        ) {
            try resolve(.fileSystem(path: "~/Kit")).get()
        }
    }

    @Test func registryIdentifiersFollowPackageDescriptionsPattern() {
        #expect(PackageIdentityRules.isValidRegistryIdentifier("mona.LinkedList"))
        #expect(PackageIdentityRules.isValidRegistryIdentifier("apple.swift-collections"))
        #expect(PackageIdentityRules.isValidRegistryIdentifier("a-b.c_d"))
        #expect(!PackageIdentityRules.isValidRegistryIdentifier("nodot"))
        #expect(!PackageIdentityRules.isValidRegistryIdentifier("a_b.c"))
        #expect(!PackageIdentityRules.isValidRegistryIdentifier("-a.b"))
        #expect(!PackageIdentityRules.isValidRegistryIdentifier("a.b-"))
        #expect(!PackageIdentityRules.isValidRegistryIdentifier("a.b--c"))
        #expect(!PackageIdentityRules.isValidRegistryIdentifier("a b.c"))
        #expect(!PackageIdentityRules.isValidRegistryIdentifier(String(repeating: "a", count: 40) + ".b"))
    }
}
