struct Stubs {}
