import Foundation
import ArchLintPackage

/// Package manifests decoded from the fixtures, shared by the manifest and graph tests.
enum ManifestFixtures {
    /// A dump of a package that uses every target type and dependency form
    /// (Tests/Fixtures/Manifests/all-forms.json, produced by `swift package dump-package`).
    static func allForms() throws -> PackageManifest {
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("Manifests/all-forms.json")))
        return try ManifestDecoder.decode(data)
    }
}
