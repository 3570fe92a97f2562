import ProjectDescription

let project = Project(name: "Loyalty", targets: [
    .target(name: "Loyalty", destinations: .iOS, product: .framework, bundleId: "com.example.loyalty", sources: ["Sources/**"]),
])
