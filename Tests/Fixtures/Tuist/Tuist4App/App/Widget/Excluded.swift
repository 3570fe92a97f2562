struct Excluded {}
