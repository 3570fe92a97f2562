import Foundation

/// The Swift toolchain on `PATH`, if there is one: what the tests that ask SwiftPM or the
/// compiler run (gate them with `.requiresSwift`).
enum Toolchain {
    /// The first `swift` on `PATH`, as the archlint binary finds it.
    static let swift: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/swift"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// The compiler of the same toolchain: `swiftc` beside `swift`, or `swift-frontend`
    /// (which `swiftc -frontend` runs) in toolchains that ship no `swiftc` link.
    static let swiftc: String? = {
        guard let swift else { return nil }
        // Beside `swift` as found, then beside the file a `swift` link points at.
        let directories = [swift, (swift as NSString).resolvingSymlinksInPath].map {
            ($0 as NSString).deletingLastPathComponent
        }
        for directory in directories {
            for name in ["swiftc", "swift-frontend"] {
                let candidate = (directory as NSString).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    static var isAvailable: Bool { swift != nil && swiftc != nil }

    /// `swift --version`, which identifies the toolchain in the keys of recorded tool outputs.
    static let version: String? = {
        guard let swift, let output = try? ChildProcess.run(swift, ["--version"], timeout: 60), output.exitCode == 0
        else {
            return nil
        }
        return output.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }()
}
