import Foundation
#if canImport(UIKit)
import UIKit
import UIKit.UIGestureRecognizerSubclass
#elseif canImport(AppKit)
import AppKit
#endif

/// Tactile feedback; a no-op where the platform has none.
public enum Haptics {
    @MainActor
    public static func lightImpact() {
        #if canImport(UIKit)
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        #elseif canImport(AppKit)
        NSHapticFeedbackManager.defaultPerformer.perform(.generic, performanceTime: .default)
        #endif
    }

    @MainActor
    public static func success() {
        #if canImport(UIKit)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #endif
    }
}

#if canImport(UIKit)
/// Recognises a long press that is cancelled as soon as the finger moves.
public final class StrictLongPressRecognizer: UILongPressGestureRecognizer {
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        state = .failed
    }
}
#endif
