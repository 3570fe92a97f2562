struct Leaf {}
