import ProjectDescription

let workspace = Workspace(name: "Example", projects: ["App", "Projects/**"])
