import ProjectDescription

// An option archlint's ProjectDescription does not have: the configuration fails to compile,
// which costs nothing here (it names no plugin) and must not stop the projects being read.
let tuist = Tuist(
    project: .tuist(
        cacheOptions: .options(optionThatDoesNotExist: true)
    )
)
