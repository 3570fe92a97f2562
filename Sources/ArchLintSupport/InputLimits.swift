/// The bounds archlint puts on what it reads, so that no input (hostile or broken) can exhaust
/// memory, the stack or the clock. Each is documented with its message and exit code in the
/// README of the target that enforces it.
package enum InputLimits {
    /// A Swift source file larger than this is not scanned: a notice names it and the result is
    /// partial (exit 2). The largest generated Swift files seen in real projects are a few MB.
    package static let sourceFileBytes = 64 << 20
    /// A JSON document (rules file, baseline, manifest dump) larger than this is refused.
    package static let jsonDocumentBytes = 256 << 20
    /// An Xcode project file (`project.pbxproj`, `.xcconfig`, workspace data) larger than this
    /// is refused.
    package static let projectFileBytes = 256 << 20
    /// Seconds `swift package dump-package` may take for one manifest before it is stopped
    /// (`--manifest-timeout` changes it).
    package static let manifestTimeoutSeconds = 120

    /// `size` bytes as people read it: "64 MB", "1.5 MB", "312 bytes".
    package static func megabytes(_ size: Int) -> String {
        if size < 1 << 20 { return "\(size) bytes" }
        let tenths = (size * 10) >> 20
        return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
    }
}
