// Compiled by the iOS app and by the watchOS app: each reads its own branches.
import Foundation
#if os(iOS)
import PhoneKit
#elseif os(watchOS)
import WatchKit
#endif
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif
#if canImport(PhoneKit)
import PhoneKit
#else
import WatchSupport
#endif
#if targetEnvironment(macCatalyst)
import CatalystBridge
#endif
#if PHONE_APP
import PhoneKit
#endif

struct Sync {}
