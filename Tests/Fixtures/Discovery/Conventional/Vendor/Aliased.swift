struct Aliased {}
