#if canImport(SwiftUI)
import SwiftUI
import FeatureKit

/// Confirmation shown after a payment was accepted.
struct PaymentReceiptView: View {
    let receiptID: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "checkmark.circle.fill")
                .font(.system(size: 64))
                .foregroundStyle(.green)
            Text("Payment sent").font(.title2.bold())
            Text("Reference \(receiptID)")
                .font(.footnote.monospaced())
                .foregroundStyle(.secondary)
                .textSelection(.enabled)
            PrimaryButton("Done") {
                Haptics.success()
                dismiss()
            }
        }
        .padding()
    }
}
#endif
