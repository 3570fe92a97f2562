import WidgetKit
struct SyncWidget {}
