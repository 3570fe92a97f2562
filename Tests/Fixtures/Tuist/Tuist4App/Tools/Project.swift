import ProjectDescription

// Not named by Workspace.swift and reached by no project: Tuist does not generate it.
let project = Project(name: "Tools", targets: [
    .target(name: "Tools", destinations: .macOS, product: .commandLineTool, bundleId: "dev.example.tools", sources: ["Sources/**"]),
])
