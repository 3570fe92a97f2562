// swift-tools-version:5.9
import PackageDescription

let draft = Package(name: "Draft", targets: [.target(name: "DraftTarget")])
let package = Package(name: "Final", targets: [.target(name: "FinalTarget")])
draft.targets.append(.target(name: "OnlyInDraft"))
