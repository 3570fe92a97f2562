#if LEGACY_HTTP
import Alamofire
#endif
#if USE_MOYA
import Moya
#endif
#if USE_APOLLO
import Apollo
#endif

struct Gallery {}
