// swift-tools-version:5.9
import PackageDescription

let description = """
    A package whose names come from
    every kind of string literal \
    Swift has.
    """

let package = Package(
    name: #"Raw"Name"#,
    targets: [
        .target(name: "Caf\u{E9}", swiftSettings: [.define("ESCAPED\tTAB")]),
        .target(name: #"Raw\Path"#),
        .target(
            name: """
                Multi
                Line
                """,
            swiftSettings: [.define(description)]
        ),
        .target(name: "Über\("Module")\(42)"),
    ]
)
