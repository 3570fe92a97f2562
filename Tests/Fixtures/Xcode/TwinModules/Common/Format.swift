// Compiled into both Shared frameworks; the import of its own module is a slip, no edge.
import Foundation
import Shared

func format(_ model: Model) -> String { "\(model)" }
