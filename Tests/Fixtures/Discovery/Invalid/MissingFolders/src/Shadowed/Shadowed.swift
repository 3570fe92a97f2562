struct Shadowed {}
