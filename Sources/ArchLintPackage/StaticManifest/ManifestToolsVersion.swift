/// A Swift tools version as SwiftPM compares them: major, minor and patch. Pre-release and build
/// metadata are dropped, as SwiftPM drops them.
package struct ManifestToolsVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var major: Int
    package var minor: Int
    package var patch: Int

    package init(_ major: Int, _ minor: Int, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses a version specifier as SwiftPM's `ToolsVersion(string:)` does:
    /// `MAJOR.MINOR[.PATCH][-PRERELEASE][+BUILD]`, identifiers made of ASCII letters and digits.
    package init?(string: String) {
        let bytes = Array(string.utf8)
        var index = 0
        func number() -> Int? {
            let start = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                index += 1
            }
            guard index > start, index - start < 19 else { return nil }
            return Int(String(decoding: bytes[start..<index], as: UTF8.self))
        }
        func identifiers() -> Bool {
            // `[A-Za-z\d]+(?:\.[A-Za-z\d]+)*`
            while true {
                let start = index
                while index < bytes.count, Self.isAlphanumeric(bytes[index]) { index += 1 }
                if index == start { return false }
                if index < bytes.count, bytes[index] == UInt8(ascii: ".") { index += 1; continue }
                return true
            }
        }
        guard let major = number(), index < bytes.count, bytes[index] == UInt8(ascii: ".") else { return nil }
        index += 1
        guard let minor = number() else { return nil }
        var patch = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard let value = number() else { return nil }
            patch = value
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
            index += 1
            guard identifiers() else { return nil }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") {
            index += 1
            guard identifiers() else { return nil }
        }
        guard index == bytes.count else { return nil }
        self.init(major, minor, patch)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// `6.0.0`, as `swift package dump-package` prints `toolsVersion._version`.
    package var description: String { "\(major).\(minor).\(patch)" }

    package static func < (lhs: ManifestToolsVersion, rhs: ManifestToolsVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    /// The `// swift-tools-version:` line SwiftPM suggests in its messages (`specification()`):
    /// the patch only when asked or non-zero, no blank after the colon before 5.4.
    func specification(includingPatch: Bool? = nil) -> String {
        var version = "\(major).\(minor)"
        if includingPatch ?? (patch != 0) { version += ".\(patch)" }
        return "// swift-tools-version:\(self < .v5_4 ? "" : " ")\(version)"
    }

    /// The language mode SwiftPM compiles a manifest in (`-swift-version`), as the version that
    /// `#if swift(>=...)` compares against. Measured with swiftc 6.3.1: `-swift-version 5` reads
    /// as 5.10, `-swift-version 6` as the compiler's own version, `4` as 4.1.50 and `4.2` as 4.2.
    func languageVersion(compiler: ManifestToolsVersion) -> ManifestToolsVersion {
        switch major {
        case ..<5: return minor < 2 ? ManifestToolsVersion(4, 1, 50) : ManifestToolsVersion(4, 2)
        case 5: return ManifestToolsVersion(5, 10)
        default: return compiler
        }
    }

    static let v4 = ManifestToolsVersion(4, 0)
    static let v5_2 = ManifestToolsVersion(5, 2)
    static let v5_4 = ManifestToolsVersion(5, 4)
    static let v6_0 = ManifestToolsVersion(6, 0)
}
