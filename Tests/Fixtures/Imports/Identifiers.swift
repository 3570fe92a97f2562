let `import` = 1
_ = x.import
_ = x
  .import
func load(import name: String) {}
load(import: "Decoy")
let importer = 2
let reimport = 3
#if os(Linux)
#endif
import Real
