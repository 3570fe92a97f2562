// swift-tools-version: 5.9
// One package folder named Core holding an app's generic modules (modelled on an Xcode app
// whose local package Core holds localisation, the UI, the integration of the domain and a
// catalogue of scenarios): Scenarios imports most of its siblings and none of them imports
// it: it is the top of that folder, composing them for demos and tests, not a core peer, so
// its imports are no core-independent findings. Integration building on Interface and
// Localization is the floors below it; BehaviourModels uses Localization too.
import PackageDescription

let package = Package(
    name: "FolderTop",
    targets: [
        .target(name: "Localization", path: "Core/Sources/Localization"),
        .target(name: "Interface", dependencies: ["Localization"], path: "Core/Sources/Interface"),
        .target(name: "Integration", dependencies: ["Interface", "Localization"], path: "Core/Sources/Integration"),
        .target(name: "BehaviourModels", dependencies: ["Localization"], path: "Core/Sources/BehaviourModels"),
        .target(name: "Scenarios", dependencies: ["Integration", "Interface", "Localization"], path: "Core/Sources/Scenarios"),
        .executableTarget(name: "App", dependencies: ["Integration", "Scenarios", "BehaviourModels"], path: "App"),
    ]
)
