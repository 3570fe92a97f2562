import Foundation

struct ImageCacheKey: Hashable {
    let url: URL
}
