#if LEGACY_HTTP
import Alamofire
#endif
#if USE_MOYA
import Moya
#endif
#if USE_APOLLO
import Apollo
#endif

import SwiftUI

// A feature: it declares its screen.
struct GalleryView: View {
    var body: some View { Text("Gallery") }
}
