import ArchLintSupport

/// What reading an Xcode project tells the user, each text named after what it says.
enum XcodeReadMessages {
    static let noProjectFile =
        "the project folder holds no project.pbxproj (a project generator such as XcodeGen or Tuist writes it; only "
        + "what it leaves is committed): generate the project before archlint; its targets are not checked"

    static func syncedFoldersWithoutSourcesPhase(target: String) -> String {
        "target '\(target)' has synchronized folders but no Sources build phase, so Xcode compiles none of their files"
    }

    static func otherCaseOnDisk(_ file: String, spelled found: String, target: String) -> String {
        "target '\(target)' compiles '\(file)', spelled '\(found)' on disk; read as a Mac's case-insensitive file "
            + "system does"
    }

    static func compiledFileMissing(target: String, project: String) -> String {
        "target '\(target)' (\(project).xcodeproj) compiles this file, which does not exist: a build step generates "
            + "it, or it was not committed; not checked"
    }

    static func compiledFileLinksOutside(_ shown: String, target: String, to real: String) -> String {
        "'\(shown)' (compiled by '\(target)') leads outside the root through a symbolic link (to '\(real)'); dropped"
    }

    static func infoPlistUnreadable(_ path: String, target: String) -> String {
        "cannot read '\(path)' (INFOPLIST_FILE of '\(target)'); a widget is taken for a plain app extension"
    }

    static func infoPlistNotAPropertyList(_ path: String, target: String) -> String {
        "'\(path)' (INFOPLIST_FILE of '\(target)') is not a property list; a widget is taken for a plain app extension"
    }

    static func syncedFolderCaseTwins(_ name: String, spelled twins: [String]) -> String {
        "synchronized folder '\(name)' is also spelled \(twins.map { "'\($0)'" }.joined(separator: ", ")) on disk; "
            + "read as one folder, as a Mac's case-insensitive file system does (rename one so that they agree)"
    }

    static func syncedFolderLinksOutside(_ name: String, to real: String) -> String {
        "synchronized folder '\(name)' leads outside the root through a symbolic link (to '\(real)'); not read"
    }

    static func syncedSubfolderUnlistable(_ name: String, reason: ReadFailure) -> String {
        "cannot list this folder of synchronized folder '\(name)' (\(reason)); the files in it are not checked"
    }

    static func linkInSyncedFolderOutside(_ name: String, to real: String) -> String {
        "symbolic link in synchronized folder '\(name)' leads outside the root (to '\(real)'); not followed"
    }

    static func syncedFolderUnreadable(_ name: String, path: String) -> String {
        "synchronized folder '\(name)' (\(path)) does not exist or cannot be read; no file is compiled from it"
    }
}
