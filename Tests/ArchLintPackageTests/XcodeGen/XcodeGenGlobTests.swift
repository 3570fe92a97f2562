import Testing
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// `excludes`/`includes` patterns as XcodeGen expands them (Bash 4 globstar over glob(3) with
/// braces), matched against paths relative to the source folder.
@Suite struct XcodeGenGlobTests {
    static func covers(_ pattern: String, _ path: String) -> Bool {
        XcodeGenGlob(pattern).covers(path.split(separator: "/"))
    }

    @Test func aPatternWithoutGlobstarNamesThingsAtItsOwnLevel() {
        #expect(Self.covers("*.generated.swift", "Strings.generated.swift"))
        // No recursion without `**`: XcodeGen's excludes apply where the pattern points.
        #expect(!Self.covers("*.generated.swift", "Sub/Strings.generated.swift"))
        #expect(Self.covers("Sub/*.swift", "Sub/A.swift"))
        #expect(Self.covers("ios/*.[mh]", "ios/View.m"))
        #expect(!Self.covers("ios/*.[mh]", "ios/View.swift"))
        #expect(Self.covers("configs/server[0-2].json", "configs/server1.json"))
        #expect(Self.covers("Vie?.swift", "View.swift"))
    }

    @Test func aNamedFolderCoversWhatIsInside() {
        #expect(Self.covers("Resources", "Resources/Preview.swift"))
        #expect(Self.covers("Resources/**", "Resources/Deep/Preview.swift"))
        #expect(!Self.covers("Resources", "Other/Resources.swift"))
        // A trailing slash names folders only.
        #expect(Self.covers("Resources/", "Resources/Preview.swift"))
        #expect(!Self.covers("Preview.swift/", "Preview.swift"))
        #expect(Self.covers(".", "Anything.swift"))
        #expect(Self.covers("**", "Deep/Anything.swift"))
    }

    @Test func globstarSpansFoldersHiddenOnesToo() {
        #expect(Self.covers("**/*.md", "README.md"))
        #expect(Self.covers("**/*.md", "a/b/c/README.md"))
        #expect(Self.covers("**/Tests/**", "a/Tests/b/X.swift"))
        #expect(Self.covers("**/Tests/**", "Tests/X.swift"))
        #expect(Self.covers("**/*.swift", ".hidden/X.swift"))
        // A name starting with '.' must be matched by a '.', as in glob(3).
        #expect(!Self.covers("**/*.swift", ".X.swift"))
        #expect(Self.covers("**/.*.swift", ".X.swift"))
        #expect(!Self.covers("*", ".hidden"))
        // XcodeGen never looks into Pods or node_modules right below a `**`.
        #expect(!Self.covers("**/*.swift", "Pods/A/X.swift"))
        #expect(Self.covers("**/*.swift", "Sub/Pods/X.swift"))
        #expect(Self.covers("Pods/**", "Pods/A/X.swift"))
        // `**` inside a name is a `*`.
        #expect(Self.covers("a**b.swift", "aXXb.swift"))
    }

    @Test func bracesExpandAndDotsFold() {
        #expect(Self.covers("{Mocks,Stubs}/*.swift", "Stubs/A.swift"))
        #expect(Self.covers("*.{h,m}", "A.m"))
        #expect(!Self.covers("*.{h,m}", "A.swift"))
        #expect(Self.covers("a/{b,c{d,e}}/x", "a/ce/x"))
        #expect(Self.covers("./Sub/../A.swift", "A.swift"))
        // A pattern that leaves the source folder names nothing in it.
        #expect(!Self.covers("../A.swift", "A.swift"))
        #expect(XcodeGenGlob.expandBraces("{a}") == ["{a}"])
        #expect(XcodeGenGlob.expandBraces("x{1,2}{3,4}") == ["x13", "x14", "x23", "x24"])
        let many = XcodeGenGlob(String(repeating: "{a,b}", count: 12))
        #expect(many.note != nil)
        #expect(!XcodeGenGlob("").covers(["A.swift"]))
    }

    /// One name component as glob(3) reads it: sets, negation, a `]` first in a set, escapes.
    @Test func aNameComponentReadsSetsAndEscapes() {
        func name(_ pattern: String, _ text: String) -> Bool {
            XcodeGenGlob.NamePattern(pattern).matches(Substring(text))
        }
        #expect(name("[!a]b", "xb"))
        #expect(!name("[!a]b", "ab"))
        #expect(name("[^a]b", "xb"))
        #expect(!name("[^a]b", "ab"))
        #expect(name("[]x]", "]"))
        #expect(name("[]x]", "x"))
        #expect(!name("[]x]", "y"))
        #expect(name("[z-a]", "m"), "a reversed range reads as the range")
        #expect(name("\\*.swift", "*.swift"))
        #expect(!name("\\*.swift", "A.swift"))
        // An unclosed `[` is a literal.
        #expect(name("[ab", "[ab"))
        #expect(!name("[ab", "a"))
        #expect(name("*", ""))
        #expect(name("a*b*c", "aXbYbZc"))
        #expect(!name("a*b*c", "aXbYbZ"))
        #expect(name("Ünï*", "Ünïcode"))
        // Many stars do not make the match slow or wrong.
        #expect(!name(String(repeating: "*a", count: 40) + "b", String(repeating: "a", count: 200)))
    }
}
