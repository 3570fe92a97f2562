// Declares every module with a hostile name; imports none (no import can spell them).
import Foundation
