// A true finding: the complication imports Shared without linking it.
import Shared
