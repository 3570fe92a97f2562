import Testing
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// The `// swift-tools-version:` line, read with SwiftPM 6.3's rules and words.
@Suite struct ToolsVersionSpecificationTests {
    private func parse(_ text: String) -> Result<ManifestToolsVersion, ToolsVersionSpecification.Failure> {
        ToolsVersionSpecification.parse(text)
    }

    private let current = ManifestToolsVersion(6, 3, 1)

    @Test func readsWellFormedLines() {
        #expect(
            parse("// swift-tools-version:5.9\nimport PackageDescription\n") == .success(ManifestToolsVersion(5, 9)))
        #expect(parse("// swift-tools-version: 6.0.1\n") == .success(ManifestToolsVersion(6, 0, 1)))
        // The label is case-insensitive, anything after ';' is ignored, pre-release and build are dropped.
        #expect(parse("// SWIFT-TOOLS-VERSION:5.8;(experimentalCGen) note\n") == .success(ManifestToolsVersion(5, 8)))
        #expect(parse("// swift-tools-version: 6.0.0-dev+build.7\n") == .success(ManifestToolsVersion(6, 0)))
        // From 5.4 on, any blanks are fine, and leading blank lines.
        #expect(parse("\n \t\n//\t swift-tools-version:  \t5.9\n") == .success(ManifestToolsVersion(5, 9)))
        // Before 5.4, line feeds may precede the line.
        #expect(parse("\n\n// swift-tools-version:5.3\n") == .success(ManifestToolsVersion(5, 3)))
    }

    @Test func appliesThePre5_4SpacingRules() {
        #expect(
            parse("//swift-tools-version:5.3\n")
                == .failure(.spacingAfterCommentMarkerPre5_4("", ManifestToolsVersion(5, 3))))
        #expect(
            parse("//  swift-tools-version:5.3\n")
                == .failure(.spacingAfterCommentMarkerPre5_4("  ", ManifestToolsVersion(5, 3))))
        #expect(
            parse("// swift-tools-version: 5.3\n")
                == .failure(.spacingAfterLabelPre5_4(" ", ManifestToolsVersion(5, 3))))
        #expect(
            parse("\t// swift-tools-version:5.3\n")
                == .failure(.leadingWhitespacePre5_4("\t", ManifestToolsVersion(5, 3))))
        // A blank first line: SwiftPM's second look finds the line, which must then be 6.0 or later.
        #expect(parse(" \n// swift-tools-version:5.3\n") == .failure(.notOnFirstLinePre6_0(ManifestToolsVersion(5, 3))))
        let message = ToolsVersionSpecification.Failure.spacingAfterCommentMarkerPre5_4(
            "\t", ManifestToolsVersion(5, 3)
        )
        .message(manifestFileName: "Package.swift", current: current)
        #expect(
            message
                == "horizontal whitespace sequence [U+0009] between '//' and 'swift-tools-version' is supported by only Swift ≥ 5.4; consider replacing the sequence with a single space (U+0020) for Swift 5.3.0"
        )
    }

    @Test func looksFurtherDownTheFileFromSix() {
        #expect(parse("// Copyright 2026\n// swift-tools-version: 6.0\n") == .success(ManifestToolsVersion(6, 0)))
        #expect(
            parse("import PackageDescription\n\n// swift-tools-version: 6.1\n") == .success(ManifestToolsVersion(6, 1)))
        #expect(
            parse("// Copyright 2026\n// swift-tools-version: 5.9\n")
                == .failure(.notOnFirstLinePre6_0(ManifestToolsVersion(5, 9))))
    }

    @Test func missingSpecificationIsSwiftPMsUnsupportedThreeOne() {
        #expect(parse("import PackageDescription\nlet package = Package(name: \"P\")\n") == .failure(.missing))
        let message = ToolsVersionSpecification.Failure.missing.message(
            manifestFileName: "Package.swift", current: current)
        // SwiftPM 6.3.1 prints exactly this (identity of the manifest file, lowercased).
        #expect(
            message
                == "package 'package.swift' is using Swift tools version 3.1.0 which is no longer supported; consider using '// swift-tools-version: 6.3' to specify the current tools version"
        )
    }

    @Test func classifiesMalformedLinesInSwiftPMsOrder() {
        #expect(parse("/* swift-tools-version:5.9 */\n") == .failure(.commentMarkerMisspelt("/*")))
        // SwiftPM takes the first digit as the start of the version when the label is not `swift-tools-version:`.
        #expect(parse("// swift-too1s-version: 5.4\n") == .failure(.labelMisspelt("swift-too")))
        #expect(parse("// swift-tools-version:\n") == .failure(.versionMissing))
        #expect(parse("// 5.9\n") == .failure(.labelMissing))
        #expect(parse("// swift-tools-version: 5.nine\n") == .failure(.versionMisspelt("5.nine")))
        #expect(parse("// swift-tools-version: 5\n") == .failure(.versionMisspelt("5")))
        #expect(ToolsVersionSpecification.parse([0xFF, 0xFE]) == .failure(.notUTF8))
        #expect(ToolsVersionSpecification.parse([]) == .failure(.empty))
        #expect(
            ToolsVersionSpecification.Failure.versionMisspelt("5.nine").message(
                manifestFileName: "Package.swift", current: current)
                == "the Swift tools version '5.nine' is misspelt or otherwise invalid; consider replacing it with '// swift-tools-version: 6.3.1' to specify the current Swift toolchain version as the lowest Swift version supported by the project"
        )
    }

    @Test func versionsCompareAndPrintAsSwiftPM() {
        #expect(ManifestToolsVersion(string: "5.10") == ManifestToolsVersion(5, 10))
        #expect(ManifestToolsVersion(string: "5.10.1-beta.2+exp.sha") == ManifestToolsVersion(5, 10, 1))
        #expect(ManifestToolsVersion(string: "5") == nil)
        #expect(ManifestToolsVersion(string: "5.9.") == nil)
        #expect(ManifestToolsVersion(string: "5.9-") == nil)
        #expect(ManifestToolsVersion(string: " 5.9") == nil)
        #expect(ManifestToolsVersion(5, 10) > ManifestToolsVersion(5, 9, 9))
        #expect(ManifestToolsVersion(5, 9).description == "5.9.0")
        #expect(ManifestToolsVersion(5, 3).specification() == "// swift-tools-version:5.3")
        #expect(ManifestToolsVersion(6, 3, 1).specification(includingPatch: false) == "// swift-tools-version: 6.3")
    }

    @Test func languageModeVersionsAreWhatSwiftcReports() {
        let compiler = ManifestToolsVersion(6, 3, 1)
        #expect(ManifestToolsVersion(4, 0).languageVersion(compiler: compiler) == ManifestToolsVersion(4, 1, 50))
        #expect(ManifestToolsVersion(4, 2).languageVersion(compiler: compiler) == ManifestToolsVersion(4, 2))
        #expect(ManifestToolsVersion(5, 9).languageVersion(compiler: compiler) == ManifestToolsVersion(5, 10))
        #expect(ManifestToolsVersion(6, 0).languageVersion(compiler: compiler) == compiler)
    }
}
