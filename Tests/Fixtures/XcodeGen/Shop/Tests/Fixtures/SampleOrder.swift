// Copied as a resource (buildPhase: resources), not compiled.
let sampleOrder = 1
