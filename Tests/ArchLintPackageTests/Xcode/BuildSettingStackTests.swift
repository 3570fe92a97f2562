import Testing
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// Build setting evaluation: levels, `$(inherited)`, references, operators, list words.
@Suite struct BuildSettingStackTests {
    static func stack(_ assignments: [(String, String)]) -> BuildSettingStack {
        var stack = BuildSettingStack(builtins: ["TARGET_NAME": "My App-iOS", "CONFIGURATION": "Debug"])
        for (key, value) in assignments { stack.push(key: key, value: value) }
        return stack
    }

    @Test func inheritedIsTheValueBelowTheAssignment() {
        var stack = Self.stack([
            ("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "BASE"),
            ("OTHER", "x"),
            ("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "$(inherited) DEBUG"),
            ("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "FIRST ${inherited}"),
        ])
        #expect(stack.value(of: "SWIFT_ACTIVE_COMPILATION_CONDITIONS") == "FIRST BASE DEBUG")
        #expect(stack.words(of: "SWIFT_ACTIVE_COMPILATION_CONDITIONS") == ["FIRST", "BASE", "DEBUG"])
        #expect(stack.unresolved.isEmpty)
    }

    @Test func defaultsFollowXcode() {
        var empty = Self.stack([])
        #expect(empty.value(of: "PRODUCT_NAME") == "My App-iOS")
        #expect(empty.value(of: "PRODUCT_MODULE_NAME") == "My_App_iOS")
        #expect(empty.value(of: "SWIFT_ACTIVE_COMPILATION_CONDITIONS") == nil)
        var renamed = Self.stack([("PRODUCT_NAME", "$(TARGET_NAME:lower)Kit")])
        #expect(renamed.value(of: "PRODUCT_MODULE_NAME") == "my_app_iosKit")
        var overridden = Self.stack([("PRODUCT_NAME", "Other"), ("PRODUCT_MODULE_NAME", "Core")])
        #expect(overridden.value(of: "PRODUCT_MODULE_NAME") == "Core")
    }

    @Test func referencesAndOperators() {
        var stack = Self.stack([
            ("A", "$(CONFIGURATION:upper)"),
            ("B", "$(MISSING:default=fallback)"),
            ("C", "$(A)_$(TARGET_NAME:c99extidentifier)"),
            ("SUFFIX", "NAME"),
            ("D", "$(TARGET_$(SUFFIX))"),
            ("E", "$(TARGET_NAME:rfc1034identifier)"),
            ("F", "$(UNKNOWN) kept"),
            ("G", "$(TARGET_NAME:base)"),
            ("LOOP", "$(LOOP) more"),
        ])
        #expect(stack.value(of: "A") == "DEBUG")
        #expect(stack.value(of: "B") == "fallback")
        #expect(stack.value(of: "C") == "DEBUG_My_App_iOS")
        #expect(stack.value(of: "D") == "My App-iOS")
        #expect(stack.value(of: "E") == "My-App-iOS")
        #expect(stack.value(of: "F") == " kept")
        #expect(stack.value(of: "G") == "My App-iOS")
        _ = stack.value(of: "LOOP")
        let notes = stack.unresolved.sorted()
        #expect(notes.count == 3, "\(notes)")
        #expect(notes.contains { $0.hasPrefix("$(UNKNOWN): not set") })
        #expect(notes.contains { $0.contains("':base' is not evaluated") })
        #expect(notes.contains { $0.hasPrefix("$(LOOP): refers to itself") })
    }

    @Test func splitsListWordsWithQuotes() {
        #expect(BuildSettingStack.splitWords("  -D  A \"-D B\" 'c d' e\\ f  ") == ["-D", "A", "-D B", "c d", "e f"])
        #expect(BuildSettingStack.splitWords("") == [])
        #expect(BuildSettingStack.splitWords("\"\"") == [""])
        #expect(BuildSettingStack.joinedList(["$(inherited)", "-D", "has space"]) == "$(inherited) -D \"has space\"")
    }

    @Test func definedNamesOfSwiftFlags() {
        let words = [
            "-D", "TRACE", "-DVERBOSE", "-Xcc", "-DCLANG_ONLY", "-enable-testing", "-Xfrontend", "-DNOT", "-D",
        ]
        #expect(XcodeProjectReader.definedNames(inSwiftFlags: words) == ["TRACE", "VERBOSE"])
    }
}
