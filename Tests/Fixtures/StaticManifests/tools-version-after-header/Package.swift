// Copyright (c) 2026 Example Bank. All rights reserved.
//
// swift-tools-version: 6.0
import PackageDescription

let package = Package(name: "Header", targets: [.target(name: "Core")])
