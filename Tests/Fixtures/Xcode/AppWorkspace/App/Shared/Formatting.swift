import Foundation
import Core

/// Compiled into the app and the widget.
func format(_ price: Price) -> String { "\(price.cents)" }
