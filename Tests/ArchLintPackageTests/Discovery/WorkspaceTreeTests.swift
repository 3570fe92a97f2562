import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport

/// The one list of folders workspace-wide searches skip.
@Suite struct WorkspaceTreeTests {
    @Test func skipsBuildOutputCheckoutsAndScratchFoldersOnly() {
        for name in [
            ".build", ".build-linux", ".build_release", ".git", ".swiftpm", "checkouts", "DerivedData",
            "Pods", "Carthage", "node_modules",
        ] {
            #expect(SourceTree.isSkippedFolder(name), "\(name) should be skipped")
        }
        for name in ["build", "Build", ".buildkite", "BuildTools", "Sources", "Checkouts", "pods"] {
            #expect(!SourceTree.isSkippedFolder(name), "\(name) is a workspace's own folder")
        }
    }

    @Test func walkLeavesOutSkippedAndHiddenFolders() throws {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("archlint-tree-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in [
            "Sources/App", "node_modules/react-native-x/ios", "checkouts/Alamofire", ".build-linux/debug",
            "Build/Sources", ".github/workflows",
        ] {
            try FileManager.default.createDirectory(
                atPath: (root as NSString).appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        var visited: [String] = []
        SourceTree.walk(root: root, excluded: [], followDirectoryLinks: false) { relative, _ in visited.append(relative)
        }
        #expect(visited.sorted() == ["", "Build", "Build/Sources", "Sources", "Sources/App"])
    }
}
