struct Shared {}
