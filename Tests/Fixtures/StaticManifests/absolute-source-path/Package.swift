// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "P", targets: [.target(name: "A", sources: ["/abs/x.swift"])])
