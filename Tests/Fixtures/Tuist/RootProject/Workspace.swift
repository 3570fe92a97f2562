import ProjectDescription

// `**` names the workspace's own folder too (zero or more folders, as Tuist globs it).
let workspace = Workspace(name: "Root", projects: ["**"])
