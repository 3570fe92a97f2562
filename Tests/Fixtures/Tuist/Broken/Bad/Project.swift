import ProjectDescription

// `.fancy` is no ProjectDescription API: the manifest does not compile.
let project = Project(name: "Bad", targets: [
    .fancy(name: "Bad"),
])
