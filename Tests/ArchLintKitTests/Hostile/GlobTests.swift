import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport

/// Globs: what each form matches, and that matching time stays bounded by pattern length times
/// path length whatever the pattern.
struct GlobTests {
    @Test(arguments: [
        ("**/Tests", "Tests", true), ("**/Tests", "Modules/A/Tests", true), ("**/Tests", "MyTests", false),
        ("**/Tests/**", "A/Tests/B/c.swift", true), ("Sources/**/*.swift", "Sources/a.swift", true),
        ("Sources/**/*.swift", "Sources/A/B/a.swift", true), ("Sources/*.swift", "Sources/A/a.swift", false),
        ("Modules/*/Sources", "Modules/Cart/Sources", true), ("Modules/*/Sources", "Modules/A/B/Sources", false),
        ("Modules/Features", "Modules/Features/Cart", true), ("Modules/Features", "Modules/FeaturesX", false),
        ("SampleProject/**", "SampleProject", true), ("a?c", "abc", true), ("a?c", "a/c", false),
        ("[A-C]*/x", "Bee/x", true), ("[!A-C]*/x", "Bee/x", false), ("[^A-C]*/x", "Dee/x", true),
        ("a[", "a[", true), ("**", "anything/at/all", true), ("a/**/b", "a/b", true), ("a/**/b", "a/x/y/b", true),
        ("a/**/b", "a/xb", false), ("**/**/x", "x", true), ("**/**/x", "a/b/x", true), ("*.swift", "A.swift", true),
        ("*", "A/B", true),  // a pattern also matches what lies below what it names
    ])
    func matchesPath(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(Glob.matchesPath(pattern, path) == expected, "\(pattern) on \(path)")
    }

    @Test(arguments: [
        ("Core*", "CoreUI", true), ("Core?", "Core", false), ("*Feature", "CardFeature", true),
        ("[A-C]*", "BFeature", true),
        ("*a*b*c*d*e*f*", "abcdef", true), ("*a*b*c*d*e*f*g", "abcdef", false),
    ])
    func matchesName(_ pattern: String, _ name: String, _ expected: Bool) {
        #expect(Glob.matches(pattern, name) == expected, "\(pattern) on \(name)")
    }

    @Test func consecutiveDoubleStarsAndStarsStayFast() {
        let path = (0..<60).map { "folder\($0)" }.joined(separator: "/") + "/File.swift"
        let start = Date()
        #expect(!Glob.matchesPath(String(repeating: "**/", count: 40) + "nomatch", path))
        #expect(!Glob.matches(String(repeating: "*a", count: 40) + "b", String(repeating: "a", count: 400)))
        #expect(Date().timeIntervalSince(start) < 1, "took \(Date().timeIntervalSince(start)) s")
    }
}
