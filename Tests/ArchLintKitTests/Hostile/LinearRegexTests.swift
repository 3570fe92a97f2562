import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport

/// `LinearRegex` answers as `NSRegularExpression` does on the syntax it takes, in time linear in
/// the text, and refuses with a reason what needs backtracking.
struct LinearRegexTests {
    static let patterns = [
        "^Core[A-Z]", "Feature$", "^(Core|Shared)", "a+b*c?", "^[^_].*Kit$", "\\d{2,}", "x{3}", "^.{0,5}$",
        "Net(work)?ing", "(ab|cd)+e", "\\bKit\\b", "\\w+Tests$", "^[A-Za-z][A-Za-z0-9]*$", "\\.", "[.]", "[-a]",
        "(a+)+$", "(a|aa)*b", "^(?:Pay|Bank)ing", "[\\d_]+", "\\s", "\\S+", "^$", "a*?b", "Z{0}Core", "(x*)*y",
        "Data[^A-Z]", "[a-c-]", "\\W", "\\D\\d", "^Feature|Kit$", "(((a)))",
    ]
    static let names = [
        "CoreUI", "Coreui", "CardFeature", "FeatureKit", "SharedKit", "Core", "aaab", "abcc", "ac", "_PrivateKit",
        "PublicKit", "Module12", "Module1", "xxx", "xx", "short", "longer name", "Networking", "Neting", "ababcde",
        "Kit", "My Kit here", "AppTests", "App.Tests", "a-b", String(repeating: "a", count: 12) + "!", "aab", "",
        "Banking", "Paying", "4_2", "Data1", "DataX", "c-", "x y", "Q7", "aaaa",
    ]

    @Test func agreesWithFoundationOnEveryPatternAndName() throws {
        for pattern in Self.patterns {
            let linear = try LinearRegex(pattern)
            let foundation = try NSRegularExpression(pattern: pattern)
            for name in Self.names {
                let expected = foundation.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
                #expect(linear.matches(name) == expected, "/\(pattern)/ on \"\(name)\"")
            }
        }
    }

    /// Each of these takes a backtracking engine exponential time on this name.
    @Test func catastrophicPatternsRunInLinearTime() throws {
        let name = String(repeating: "a", count: 5_000) + "!"
        for pattern in ["(a+)+$", "^(a|aa)*$", "(a*)*b", "^(a|a?)+$"] {
            let start = Date()
            #expect(try !LinearRegex(pattern).matches(name))
            #expect(Date().timeIntervalSince(start) < 2, "/\(pattern)/ took \(Date().timeIntervalSince(start)) s")
        }
    }

    @Test(arguments: [
        ("(a)\\1", "backreferences are not supported"),
        ("(?=a)", "lookaround, named groups and flags"),
        ("(?i)core", "lookaround, named groups and flags"),
        ("a++", "possessive quantifiers are not supported"),
        ("(a", "missing ')'"),
        ("a)", "unbalanced ')'"),
        ("*a", "'*' has nothing to repeat"),
        ("[a", "missing ']'"),
        ("[z-a]", "backwards"),
        ("a{3,1}", "the larger bound comes second"),
        ("a{1000}{1000}", "the pattern is too large"),
        ("\\", "cannot end with '\\'"),
        (String(repeating: "(", count: 500), "groups nested more than 100 deep"),
    ])
    func refusesWithAReason(_ pattern: String, _ reason: String) {
        do {
            _ = try LinearRegex(pattern)
            Issue.record("/\(pattern)/ was accepted")
        } catch {
            #expect(error.reason.contains(reason), "/\(pattern)/: \(error.reason)")
        }
    }
}
