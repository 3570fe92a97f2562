struct Deprecated {}
