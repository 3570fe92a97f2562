import CoreKit

struct SearchIndex {}
