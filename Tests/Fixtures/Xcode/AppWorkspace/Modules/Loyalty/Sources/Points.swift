import Core

/// Declared by the Tuist manifest beside it; no .xcodeproj was generated.
struct Points { var value: Int }
