// swift-tools-version:5.9
import PackageDescription
import Foundation

// Running this manifest leaves a file behind; reading it must not.
FileManager.default.createFile(atPath: "/tmp/archlint-static-manifest-side-effect", contents: Data("written by Package.swift\n".utf8))

let package = Package(name: "SideEffect", targets: [.target(name: "Core")])
