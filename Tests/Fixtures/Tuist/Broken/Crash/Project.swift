import ProjectDescription

let names: [String] = []
let project = Project(name: names[0], targets: [])
