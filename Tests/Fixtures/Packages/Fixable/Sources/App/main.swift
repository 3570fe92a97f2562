import Feature

// `shouted` is declared in Client, which this file does not import: Swift 5 mode lets
// extension members of every linked module through.
print("hello".shouted)
