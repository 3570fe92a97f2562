enum Excluded {}
