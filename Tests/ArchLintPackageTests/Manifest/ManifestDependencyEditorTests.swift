import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// The manifest editor on hand-written manifests: each expected text is written out in full, so
/// every byte the editor must leave alone (comments, other arguments, formatting) is checked.
struct ManifestDependencyEditorTests {
    static let header = """
        // swift-tools-version: 6.0
        import PackageDescription

        """

    func edited(_ change: DependencyChange, _ text: String) throws -> DeclarationEdit {
        try ManifestDependencyEditor.edit(change, in: text, path: "/p/Package.swift").get()
    }

    func failure(_ change: DependencyChange, _ text: String) -> String? {
        if case .failure(let failure) = ManifestDependencyEditor.edit(change, in: text, path: "/p/Package.swift") {
            return failure.message
        }
        return nil
    }

    @Test func appendsToAOneLineArrayInTheManifestsSpelling() throws {
        let text =
            Self.header + """
                let package = Package(
                    name: "Bank",
                    targets: [
                        // Features may use Core.
                        .target(name: "PaymentsFeature", dependencies: ["FeatureKit", "CoreAnalytics"], resources: [.process("R")]),
                        .target(name: "CoreLogging"),
                    ]
                )

                """
        let edit = try edited(
            .add(module: "PaymentsFeature", dependency: .target("CoreLogging"), packageEntry: nil), text)
        #expect(
            edit.edited
                == text.replacingOccurrences(
                    of: #""CoreAnalytics"], resources"#, with: #""CoreAnalytics", "CoreLogging"], resources"#))
        #expect(edit.fragment == #""CoreLogging""#)
        #expect(edit.anchor == TextPosition(line: 7, column: 9))
        #expect(
            edit.description
                == #"this line becomes: `.target(name: "PaymentsFeature", dependencies: ["FeatureKit", "CoreAnalytics", "CoreLogging"], resources: [.process("R")]),`"#
        )
    }

    @Test func createsTheArrayRightAfterTheName() throws {
        let text =
            Self.header + """
                let package = Package(
                    name: "Bank",
                    targets: [
                        .target(name: "CoreUI", path: "UI"),
                        .testTarget(
                            name: "CoreUITests",
                            path: "Tests/UI",
                            swiftSettings: [.define("TESTING")]
                        ),
                        .executableTarget(
                            name: "Tool"
                        ),
                    ]
                )

                """
        let oneLine = try edited(.add(module: "CoreUI", dependency: .target("CoreLogging"), packageEntry: nil), text)
        #expect(oneLine.edited.contains(#".target(name: "CoreUI", dependencies: ["CoreLogging"], path: "UI"),"#))
        let vertical = try edited(.add(module: "CoreUITests", dependency: .target("CoreUI"), packageEntry: nil), text)
        #expect(
            vertical.edited
                == text.replacingOccurrences(
                    of: "name: \"CoreUITests\",\n",
                    with: "name: \"CoreUITests\",\n            dependencies: [\"CoreUI\"],\n"))
        #expect(vertical.description == #"insert after this line: `dependencies: ["CoreUI"],`"#)
        let last = try edited(.add(module: "Tool", dependency: .target("CoreUI"), packageEntry: nil), text)
        #expect(
            last.edited.contains(
                """
                        .executableTarget(
                            name: "Tool",
                            dependencies: ["CoreUI"]
                        ),
                """))
    }

    @Test func addsALineToAVerticalArrayIndentedLikeItsLastElement() throws {
        let text =
            Self.header + """
                let package = Package(
                    name: "Bank",
                    targets: [
                        .executableTarget(
                            name: "App",
                            dependencies: [
                                "AppLegacy", "CoreAnalytics", // the composition root sees everything
                                "CardFeature",
                            ],
                            path: "App/Main"
                        ),
                        .target(
                            name: "Data",
                            dependencies: [
                            \t"Network"
                            ]
                        ),
                    ]
                )

                """
        let trailingComma = try edited(
            .add(module: "App", dependency: .target("SearchFeature"), packageEntry: nil), text)
        #expect(
            trailingComma.edited
                == text.replacingOccurrences(
                    of: """
                                        "CardFeature",

                        """,
                    with: """
                                        "CardFeature",
                                        "SearchFeature",

                        """))
        #expect(trailingComma.anchor.line == 10)
        let noComma = try edited(.add(module: "Data", dependency: .target("Domain"), packageEntry: nil), text)
        #expect(
            noComma.edited
                == text.replacingOccurrences(of: "\t\"Network\"\n", with: "\t\"Network\",\n            \t\"Domain\"\n"))
        #expect(noComma.description == "this line becomes: `\"Network\",` then `\"Domain\"`")
    }

    @Test func writesTargetCallsWhereTheManifestDoes() throws {
        let text =
            Self.header + """
                let package = Package(
                    name: "Bank",
                    targets: [
                        .target(name: "Domain"),
                        .target(name: "Data", dependencies: [.target(name: "Domain")]),
                        .target(name: "Feature", dependencies: [.target(name: "Domain", condition: .when(platforms: [.iOS]))]),
                        .target(name: "App", dependencies: ["Feature"]),
                    ]
                )

                """
        let edit = try edited(.add(module: "App", dependency: .target("Data"), packageEntry: nil), text)
        #expect(edit.edited.contains(#".target(name: "App", dependencies: ["Feature", .target(name: "Data")]),"#))
        // `.target(name: "Domain")` inside a dependencies array is no declaration of Domain.
        #expect(
            try edited(.add(module: "Domain", dependency: .target("Core"), packageEntry: nil), text)
                .edited.contains(#".target(name: "Domain", dependencies: [.target(name: "Core")]),"#))
    }

    @Test func productsUseThePackageSpellingTheManifestUses() throws {
        let text =
            Self.header + """
                let package = Package(
                    name: "Bank",
                    dependencies: [
                        .package(path: "Vendor/Moya"),
                        .package(url: "https://github.com/Alamofire/Alamofire.git", from: "5.9.0"),
                    ],
                    targets: [
                        .target(name: "Network", dependencies: [.product(name: "Alamofire", package: "alamofire")]),
                        .target(name: "Chat"),
                    ]
                )

                """
        let reused = try edited(
            .add(module: "Chat", dependency: .product(name: "Alamofire", package: "Alamofire"), packageEntry: nil), text
        )
        #expect(
            reused.edited.contains(
                #".target(name: "Chat", dependencies: [.product(name: "Alamofire", package: "alamofire")]),"#))
        let byIdentity = try edited(
            .add(module: "Chat", dependency: .product(name: "Moya", package: "Moya"), packageEntry: nil), text)
        #expect(
            byIdentity.edited.contains(
                #".target(name: "Chat", dependencies: [.product(name: "Moya", package: "Moya")]),"#))
        // Without an entry the caller vouches for the package (appended in code, say).
        #expect(
            try edited(
                .add(
                    module: "Chat", dependency: .product(name: "Kingfisher", package: "Kingfisher"), packageEntry: nil),
                text
            )
            .edited.contains(
                #".target(name: "Chat", dependencies: [.product(name: "Kingfisher", package: "Kingfisher")]),"#))
        // A product the manifest writes by its bare name is written so again.
        let byName = text.replacingOccurrences(
            of: #".product(name: "Alamofire", package: "alamofire")"#, with: #""Alamofire""#)
        #expect(
            try edited(
                .add(module: "Chat", dependency: .product(name: "Alamofire", package: "Alamofire"), packageEntry: nil),
                byName
            )
            .edited.contains(#".target(name: "Chat", dependencies: ["Alamofire"]),"#))
    }

    @Test func declaresTheProductsPackageWhenArchlintKnowsWhereItIs() throws {
        let withArray =
            Self.header + """
                let package = Package(
                    name: "Features",
                    dependencies: [
                        .package(path: "../Design"),
                    ],
                    targets: [
                        .target(name: "Profile", dependencies: [.product(name: "DesignSystem", package: "Design")]),
                    ]
                )

                """
        let core = PackageEntry(name: "Core", expression: #".package(path: "../Core")"#)
        let added = try edited(
            .add(module: "Profile", dependency: .product(name: "CoreLogging", package: "Core"), packageEntry: core),
            withArray)
        #expect(
            added.edited
                == withArray
                .replacingOccurrences(
                    of: "        .package(path: \"../Design\"),\n",
                    with: "        .package(path: \"../Design\"),\n        .package(path: \"../Core\"),\n"
                )
                .replacingOccurrences(
                    of: #"package: "Design")]"#,
                    with: #"package: "Design"), .product(name: "CoreLogging", package: "Core")]"#))
        #expect(
            added.description.hasSuffix(
                "; and declare its package in the package's dependencies: `.package(path: \"../Core\")`"))

        let withoutArray =
            Self.header + """
                let package = Package(
                    name: "Features",
                    targets: [.target(name: "Profile")]
                )

                """
        let created = try edited(
            .add(module: "Profile", dependency: .product(name: "CoreLogging", package: "Core"), packageEntry: core),
            withoutArray)
        #expect(
            created.edited == Self.header + """
                let package = Package(
                    name: "Features",
                    dependencies: [.package(path: "../Core")],
                    targets: [.target(name: "Profile", dependencies: [.product(name: "CoreLogging", package: "Core")])]
                )

                """)
    }

    @Test func removesAnElementAloneOnItsLineWithItsLine() throws {
        let text =
            Self.header + """
                let package = Package(
                    name: "Bank",
                    targets: [
                        .target(
                            name: "Search",
                            dependencies: [
                                "FeatureKit",
                                "CoreAnalytics", // tracking, for later
                                .product(name: "Moya", package: "Moya"),
                            ]
                        ),
                    ]
                )

                """
        let edit = try edited(.remove(module: "Search", name: "CoreAnalytics", package: nil), text)
        #expect(
            edit.edited
                == text.replacingOccurrences(
                    of: "                \"CoreAnalytics\", // tracking, for later\n", with: ""))
        #expect(edit.description == #"delete this line: `"CoreAnalytics", // tracking, for later`"#)
        #expect(edit.anchor == TextPosition(line: 10, column: 17))
        let product = try edited(.remove(module: "Search", name: "Moya", package: "moya"), text)
        #expect(
            product.edited
                == text.replacingOccurrences(
                    of: "                .product(name: \"Moya\", package: \"Moya\"),\n", with: ""))
        #expect(product.fragment == #".product(name: "Moya", package: "Moya")"#)
    }

    @Test func removesAnInlineElementWithOneComma() throws {
        func manifest(_ dependencies: String) -> String {
            Self.header
                + "let package = Package(name: \"P\", targets: [.target(name: \"T\", dependencies: \(dependencies))])\n"
        }
        for (before, after) in [
            (#"["A", "B", "C"]"#, #"["A", "C"]"#),
            (#"["B", "C"]"#, #"["C"]"#),
            (#"["A", "B"]"#, #"["A"]"#),
            (#"["A", "B",]"#, #"["A",]"#),
            (#"["B"]"#, "[]"),
            (#"["B", "A", "B"]"#, #"["A"]"#),
        ] {
            let edit = try edited(.remove(module: "T", name: "B", package: nil), manifest(before))
            #expect(edit.edited == manifest(after), "\(before)")
        }
    }

    @Test func keepsCommentsStringsAndLineBreaksItDoesNotTouch() throws {
        let text =
            Self.header.replacingOccurrences(of: "\n", with: "\r\n")
            + [
                "/* a ) ] comment \"with quotes\" /* nested ] */ */",
                "let package = Package(",
                "    name: \"We]ird\", // ] ) [",
                "    targets: [",
                "        .target(name: \"A\", dependencies: [\"B\"], path: #\"Sources/\"A\"\"#),",
                "        .target(name: \"B\", exclude: [\"\"\"",
                "            multi ] line",
                "            \"\"\"]),",
                "    ]",
                ")",
                "",
            ].joined(separator: "\r\n")
        let edit = try edited(.add(module: "A", dependency: .target("C"), packageEntry: nil), text)
        #expect(edit.edited == text.replacingOccurrences(of: #"["B"]"#, with: #"["B", "C"]"#))
        let vertical = try edited(.add(module: "B", dependency: .target("A"), packageEntry: nil), text)
        #expect(
            vertical.edited
                == text.replacingOccurrences(
                    of: #".target(name: "B", exclude"#, with: #".target(name: "B", dependencies: ["A"], exclude"#))
    }

    @Test func refusesWhatItCannotEditExactly() {
        let helpers =
            Self.header + """
                let package = Package(name: "P", targets: [.feature(name: "Home")])
                extension Target { static func feature(name: String) -> Target { .target(name: name) } }

                """
        #expect(
            failure(.add(module: "Home", dependency: .target("Core"), packageEntry: nil), helpers)?
                .hasPrefix("target 'Home' is not written as `.target(name: \"Home\", ...)` in Package.swift") == true)
        let computed =
            Self.header + """
                let shared: [Target.Dependency] = ["Core"]
                let package = Package(name: "P", targets: [.target(name: "Home", dependencies: shared + ["UI"])])

                """
        #expect(
            failure(.add(module: "Home", dependency: .target("Core"), packageEntry: nil), computed)?
                .hasPrefix("the dependencies of target 'Home' are not one array literal (line 4)") == true)
        let twice =
            Self.header + """
                let package = Package(name: "P", targets: [
                #if os(Linux)
                    .target(name: "Home", dependencies: ["Glibc"]),
                #else
                    .target(name: "Home"),
                #endif
                ])

                """
        #expect(
            failure(.add(module: "Home", dependency: .target("Core"), packageEntry: nil), twice)?
                .hasPrefix("target 'Home' is written 2 times in Package.swift (lines 5, 7") == true)
        let binary =
            Self.header
            + #"let package = Package(name: "P", targets: [.binaryTarget(name: "Lib", path: "Lib.xcframework")])"#
            + "\n"
        #expect(
            failure(.add(module: "Lib", dependency: .target("Core"), packageEntry: nil), binary)
                == "target 'Lib' is a .binaryTarget, which takes no dependencies")
    }

    @Test func unifiedDiffShowsOnlyTheChangeWithContext() throws {
        let text =
            Self.header + """
                let package = Package(
                    name: "Bank",
                    targets: [
                        .target(name: "A"),
                        .target(name: "B", dependencies: ["A"]),
                    ]
                )

                """
        let edit = try edited(.add(module: "A", dependency: .target("Core"), packageEntry: nil), text)
        #expect(
            edit.unifiedDiff(displayPath: "Package.swift") == """
                --- a/Package.swift
                +++ b/Package.swift
                @@ -3,7 +3,7 @@
                 let package = Package(
                     name: "Bank",
                     targets: [
                -        .target(name: "A"),
                +        .target(name: "A", dependencies: ["Core"]),
                         .target(name: "B", dependencies: ["A"]),
                     ]
                 )

                """)
    }
}
