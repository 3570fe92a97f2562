// A script run by hand; no target compiles it.
import Foundation
print("icons")
