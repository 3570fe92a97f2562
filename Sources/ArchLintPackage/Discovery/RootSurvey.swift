import Foundation
import ArchLintSupport

/// What a workspace root holds, found in one walk of its folders: the packages, the Xcode
/// projects and workspaces, the manifests of project generators, and every Swift file (so that
/// files no module compiles can be counted and named).
///
/// The walk is `SourceTree`'s: hidden entries, skipped folders and the rules file's `exclude`
/// globs are left out, and symbolic links to folders are not followed. Xcode project, workspace
/// and playground folders are not entered (they hold no package and no module's sources).
package struct RootSurvey: Sendable, Equatable {
    /// A project generator's manifest: archlint reads the project it generates, not the manifest.
    package struct GeneratorManifest: Sendable, Hashable, Comparable {
        package enum Generator: String, Sendable, Hashable, Comparable {
            /// `Project.swift`, `Workspace.swift` (https://tuist.dev).
            case tuist = "Tuist"
            /// `project.yml`, `project.yaml` (XcodeGen).
            case xcodeGen = "XcodeGen"

            package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
        }

        package var generator: Generator
        /// Absolute path of the manifest.
        package var path: String

        package static func < (lhs: Self, rhs: Self) -> Bool { (lhs.generator, lhs.path) < (rhs.generator, rhs.path) }
    }

    /// Folders holding a `Package.swift`, absolute, sorted (the root itself included).
    package var packageDirectories: [String] = []
    /// `.xcodeproj` folders, absolute, sorted.
    package var xcodeProjects: [String] = []
    /// `.xcworkspace` folders outside any `.xcodeproj`, absolute, sorted.
    package var xcodeWorkspaces: [String] = []
    /// Swift files that may be sources, absolute, sorted: every `.swift` file except package
    /// manifests (`Package.swift`, `Package@swift-*.swift`) and generator manifests.
    package var swiftFiles: [String] = []
    /// Generator manifests, sorted.
    package var generatorManifests: [GeneratorManifest] = []
    /// Folders the walk could not list (no permission, a path longer than the system takes),
    /// sorted by path: packages, projects and Swift files in them are not read, so the result
    /// is partial, never a clean pass.
    package var unreadableFolders: [UnreadableFolder] = []

    /// A folder that could not be listed, and why.
    package struct UnreadableFolder: Sendable, Equatable {
        /// Absolute path of the folder.
        package var path: String
        package var reason: ReadFailure
    }

    package init() {}

    /// Folder extensions not entered.
    static let unenteredExtensions: Set<String> = ["xcodeproj", "xcworkspace", "playground"]

    /// Walks `root` (absolute, normalized). `recorder` is told every folder listed.
    package static func survey(root: String, excluded: [String] = [], recorder: InputRecorder? = nil) -> RootSurvey {
        var survey = RootSurvey()
        func absolute(_ relative: String) -> String {
            relative.isEmpty ? root : SourceDiscovery.DiscoveryPath.join(root, relative)
        }
        SourceTree.walk(
            root: root, excluded: excluded, followDirectoryLinks: false, recorder: recorder,
            enters: { relative in
                guard let ext = SourceDiscovery.DiscoveryPath.fileExtension(of: relative) else { return true }
                return !unenteredExtensions.contains(String(ext))
            },
            unreadable: { path, reason in
                survey.unreadableFolders.append(UnreadableFolder(path: path, reason: reason))
            }
        ) { relative, isDirectory in
            let name = SourceDiscovery.DiscoveryPath.basename(of: relative)
            if isDirectory {
                switch SourceDiscovery.DiscoveryPath.fileExtension(of: relative) {
                case "xcodeproj"?: survey.xcodeProjects.append(absolute(relative))
                case "xcworkspace"?: survey.xcodeWorkspaces.append(absolute(relative))
                default: break
                }
                return
            }
            switch name {
            case "Package.swift":
                survey.packageDirectories.append(SourceDiscovery.DiscoveryPath.parent(of: absolute(relative)))
                return
            case "Project.swift", "Workspace.swift":
                // Also a common name for a model file: a Tuist manifest imports ProjectDescription.
                if startsWith(absolute(relative), containing: ["import ProjectDescription"], recorder: recorder) {
                    survey.generatorManifests.append(GeneratorManifest(generator: .tuist, path: absolute(relative)))
                    return
                }
            case "project.yml", "project.yaml", "project.json":
                // A spec may declare its targets in the files it includes.
                if startsWith(
                    absolute(relative), containing: ["targets:", "include:", "\"targets\"", "\"include\""],
                    recorder: recorder)
                {
                    survey.generatorManifests.append(GeneratorManifest(generator: .xcodeGen, path: absolute(relative)))
                }
                return
            default:
                // `xcodegen --spec project-bwa.yml`: a YAML file of another name may be a spec; the
                // XcodeGen source reads it when it has the shape of one
                // (`XcodeGenSpecFinder.isSpec(_:)`).
                let ext = SourceDiscovery.DiscoveryPath.fileExtension(of: relative)
                if ext == "yml" || ext == "yaml" {
                    if startsWith(absolute(relative), containing: ["\ntargets:"], recorder: recorder) {
                        survey.generatorManifests.append(
                            GeneratorManifest(generator: .xcodeGen, path: absolute(relative)))
                    }
                    return
                }
            }
            guard SourceDiscovery.DiscoveryPath.isSwiftFile(relative), !name.hasPrefix("Package@swift") else { return }
            survey.swiftFiles.append(absolute(relative))
        }
        survey.packageDirectories.sort()
        survey.xcodeProjects.sort()
        survey.xcodeWorkspaces.sort()
        survey.swiftFiles.sort()
        survey.generatorManifests.sort()
        survey.unreadableFolders.sort { $0.path < $1.path }
        return survey
    }

    /// Whether the first 16 KB of the file at `path` contain one of `texts`. Only a regular file
    /// of bounded size is read (`FileBuffer`): a FIFO named `Project.swift` must not block the walk.
    private static func startsWith(_ path: String, containing texts: [String], recorder: InputRecorder?) -> Bool {
        recorder?.record(path)
        guard case .success(let contents) = FileBuffer.contents(of: path, limit: InputLimits.sourceFileBytes) else {
            return false
        }
        let head = String(decoding: contents.prefix(16_384), as: UTF8.self)
        return texts.contains { head.contains($0) }
    }

    /// Manifests of generators whose folder holds no `.xcodeproj` (for Tuist's `Workspace.swift`,
    /// no `.xcworkspace` either): their targets are not read, sorted.
    package var manifestsWithoutProject: [GeneratorManifest] {
        let projectFolders = Set(xcodeProjects.map(SourceDiscovery.DiscoveryPath.parent(of:)))
        let workspaceFolders = Set(xcodeWorkspaces.map(SourceDiscovery.DiscoveryPath.parent(of:)))
        return generatorManifests.filter { manifest in
            let folder = SourceDiscovery.DiscoveryPath.parent(of: manifest.path)
            if SourceDiscovery.DiscoveryPath.basename(of: manifest.path) == "Workspace.swift" {
                return !workspaceFolders.contains(folder) && !projectFolders.contains(folder)
            }
            return !projectFolders.contains(folder)
        }
    }
}
