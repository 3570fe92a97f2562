// Inside a documentation bundle, which Xcode treats as one item.
struct Snippet {}
