import Foundation

/// Where the repository and its fixtures are, found from this file's path so the tests run from
/// any working directory.
enum Fixtures {
    /// The repository root: the nearest folder above this file with a `Package.swift` and a
    /// `Tests/Fixtures` folder.
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath).standardizedFileURL
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path),
                FileManager.default.fileExists(atPath: url.appendingPathComponent("Tests/Fixtures").path)
            {
                return url.path
            }
        }
        fatalError("repository root not found above \(#filePath)")
    }()

    /// `Tests/Fixtures`.
    static let directory = repositoryPath("Tests/Fixtures")

    /// `SampleProject`, the showcase package that trips every rule kind.
    static let sampleProject = repositoryPath("SampleProject")

    /// `SampleProject/Workspace`: local packages, a failing manifest and an app folder outside SwiftPM.
    static let sampleWorkspace = repositoryPath("SampleProject/Workspace")

    /// `Tests/Fixtures/Packages/Layered`, the small package most end-to-end tests check (it
    /// carries its `dump.json`, so it needs no SwiftPM).
    static let layered = path("Packages/Layered")

    /// `relative` below the repository root.
    static func repositoryPath(_ relative: String) -> String {
        (repositoryRoot as NSString).appendingPathComponent(relative)
    }

    /// `relative` below `Tests/Fixtures`.
    static func path(_ relative: String) -> String {
        (directory as NSString).appendingPathComponent(relative)
    }
}
