import Foundation

/*
 Why this type only stores tokens and never fetches them: renewing needs the
 auth endpoint, which lives in Data. /* A nested comment: Swift block comments
 nest, so the outer one is still open after this. */ Writing

 import Data

 here would make Network depend on Data while Data depends on Network.
 The fix from the field: Network owns `protocol TokenRefreshHandler`,
 Data implements it, and the app injects it.
*/

/// Holds the current access and refresh tokens.
public actor TokenStore {
    public private(set) var accessToken: String?
    public private(set) var refreshToken: String?

    public init(accessToken: String? = nil, refreshToken: String? = nil) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
    }

    public func store(access: String, refresh: String) {
        accessToken = access
        refreshToken = refresh
    }

    public func clear() {
        accessToken = nil
        refreshToken = nil
    }

    public var isSignedIn: Bool { refreshToken != nil }
}
