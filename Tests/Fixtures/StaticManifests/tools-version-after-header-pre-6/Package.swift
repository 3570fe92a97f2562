// Copyright (c) 2026 Example Bank. All rights reserved.
// swift-tools-version: 5.9
import PackageDescription

let package = Package(name: "HeaderOld", targets: [.target(name: "Core")])
