import ProjectDescription

let project = Project(name: "Good", targets: [
    .target(name: "Good", destinations: .iOS, product: .framework, bundleId: "dev.example.good", sources: ["Sources/**"]),
])
