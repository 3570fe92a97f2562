/// What reading an XcodeGen spec tells the user, each text named after what it says.
enum XcodeGenMessages {
    /// A path found only in another case: `subject` names it ("source 'X' of target 'Y'").
    static func otherCaseOnDisk(_ subject: String, onDisk: String) -> String {
        "\(subject) is '\(onDisk)' on disk; read as macOS (whose disks ignore case) finds it, but XcodeGen on a "
            + "case-sensitive disk would not find it"
    }

    static func targetDeclaredTwice(_ name: String, first: XcodeGenOrigin) -> String {
        "target '\(name)' is declared twice (also at \(first.file):\(first.position.line)); the second is not read"
    }

    static func noPlatform(target: String) -> String {
        "target '\(target)' has no platform (XcodeGen requires 'platform' or 'supportedDestinations'); the target is "
            + "not read"
    }

    static func unknownPlatform(_ platform: String, target: String) -> String {
        "target '\(target)' has platform '\(platform)', which XcodeGen does not know; the target is not read"
    }

    /// `kind` names what was found instead ("a string", "a list").
    static func dependencyNotAMapping(target: String, kind: String) -> String {
        "a dependency of target '\(target)' is \(kind), not a mapping such as {target: Name}; it is skipped"
    }

    static func dependencyOfNoKind(target: String) -> String {
        "a dependency of target '\(target)' names none of target, framework, carthage, sdk, package or bundle; it is "
            + "skipped"
    }

    static func noSuchTarget(_ reference: String, target: String) -> String {
        "target '\(target)' depends on '\(reference)', which is no target of this spec"
    }

    static func neitherTargetNorReference(_ reference: String) -> String {
        "'\(reference)' is neither a target name nor ProjectReference/Target; the dependency is skipped"
    }

    static func undefinedPackage(_ reference: String, target: String) -> String {
        "target '\(target)' depends on package '\(reference)', which 'packages' does not define (XcodeGen skips "
            + "it); not linked"
    }

    static func undefinedProjectReference(_ name: String, in reference: String) -> String {
        "'\(reference)' names project reference '\(name)', which 'projectReferences' does not define; the dependency "
            + "is skipped"
    }

    static func settingsFileOutside(_ path: String, resolved: String) -> String {
        "build settings file '\(path)' resolves outside the root (\(resolved)); its settings are not applied"
    }

    static func sourceLinksOutside(_ source: String, target: String, to real: String) -> String {
        "source '\(source)' of target '\(target)' leads outside the root through a symbolic link (to '\(real)'); not "
            + "read"
    }

    static func sourceMissing(_ source: String, target: String) -> String {
        "source '\(source)' of target '\(target)' does not exist (XcodeGen stops with \"source path doesn't exist\" "
            + "unless the source is `optional: true`); nothing is read from it"
    }

    static func unknownSourceType(_ type: String, source: String, target: String) -> String {
        "source '\(source)' of target '\(target)' has type '\(type)', which XcodeGen does not know (file, group, "
            + "folder, syncedFolder); nothing is read from it"
    }

    static func linkInSourceOutside(target: String, to destination: String) -> String {
        "symbolic link in a source folder of target '\(target)' leads outside the root (to '\(destination)'); not "
            + "followed"
    }

    static func syncedFolderUnreadable(_ source: String, target: String) -> String {
        "synchronized folder '\(source)' of target '\(target)' cannot be read; no file is compiled from it"
    }

    static func linkInSyncedFolderOutside(_ source: String, to real: String) -> String {
        "symbolic link in synchronized folder '\(source)' leads outside the root (to '\(real)'); not followed"
    }
}
