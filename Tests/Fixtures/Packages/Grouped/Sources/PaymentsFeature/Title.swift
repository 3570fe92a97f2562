public func paymentsTitle() -> String { "Payments" }
