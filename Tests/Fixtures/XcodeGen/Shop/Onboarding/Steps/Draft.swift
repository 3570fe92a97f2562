// Excluded: a membership exception of the synchronized folder.
struct Draft {}
