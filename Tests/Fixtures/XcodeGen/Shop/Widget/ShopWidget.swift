import WidgetKit
import CoreUI

struct ShopWidget {}
