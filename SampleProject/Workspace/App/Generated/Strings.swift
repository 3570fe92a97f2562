// generated, not ours
import CoreLogging
