import SwiftUI

public struct RemoteImage: View {
    let url: URL
    public init(url: URL) { self.url = url }
    public var body: some View { Text(url.absoluteString) }
}
