import CoreUI
#if os(iOS)
import Kingfisher
#endif

public struct ProfileScreen {}
