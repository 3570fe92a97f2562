import Foundation
import Storage

let widgetStore = Store()
