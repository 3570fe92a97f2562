import Testing
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// Product and target names made into the module name the compiler sees.
@Suite struct C99ExtendedIdentifierTests {
    @Test(arguments: [
        ("My App-iOS", "My_App_iOS"),
        ("App", "App"),
        ("3D Clip", "_D_Clip"),
        ("78ab", "_8ab"),
        ("ab.cd-ef", "ab_cd_ef"),
        ("-ab", "_ab"),
        ("a_b", "a_b"),
        ("|a^b&c|", "_a_b_c_"),
        ("ÜTF-8", "ÜTF_8"),
        ("a가가", "a가가"),
        ("٠٠٠", "_٠٠"),
        ("Café Ölçü", "Café_Ölçü"),
        ("emoji😀name", "emoji_name"),
        ("", ""),
    ])
    func mapsLikeXcode(name: String, identifier: String) {
        #expect(C99ExtendedIdentifier.mangle(name) == identifier)
    }

    @Test func composesBeforeMapping() {
        // "o" + combining macron (decomposed) is one allowed letter once composed.
        let decomposed = "o" + "o\u{0304}" + "o"
        #expect(C99ExtendedIdentifier.mangle(decomposed) == "oōo")
    }

    @Test func tellsIdentifiersFromNames() {
        #expect(C99ExtendedIdentifier.isIdentifier("My_App_iOS"))
        #expect(!C99ExtendedIdentifier.isIdentifier("My App"))
        #expect(!C99ExtendedIdentifier.isIdentifier("1App"))
        #expect(!C99ExtendedIdentifier.isIdentifier(""))
    }
}
