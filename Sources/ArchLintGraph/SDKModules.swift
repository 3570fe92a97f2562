/// The modules each platform's SDK (or toolchain) provides, as data: what `#if canImport(X)`
/// finds without any dependency, per platform.
///
/// Taken from the availability Apple's documentation gives each framework (iOS, iPadOS, Mac
/// Catalyst, macOS, tvOS, visionOS, watchOS) and from what the Swift toolchain ships on Linux,
/// Windows and Android. A module is listed only where its availability is known; a row may
/// also name platforms where it is not known (`unsure`). `isPresent` answers true, false, or
/// nil for "not known": a module not listed at all, or a platform the row is unsure of, leaves
/// `canImport` undecided rather than guessed.
package enum SDKModules {
    /// Platform letters: i iOS, m macOS, t tvOS, w watchOS, v visionOS, c Mac Catalyst,
    /// l Linux, x Windows, a Android.
    private static let letters: [Character: String] = [
        "i": "ios", "m": "macos", "t": "tvos", "w": "watchos", "v": "visionos", "c": "maccatalyst",
        "l": "linux", "x": "windows", "a": "android",
    ]

    /// Every platform the table speaks of.
    package static let platforms: Set<String> = Set(letters.values)

    /// `name: present platforms [| platforms not known]`.
    private static let table: [(String, String, String)] = [
        // The toolchain: the standard library, its overlays and core libraries.
        ("Swift", "imtwvclxa", ""), ("_Concurrency", "imtwvclxa", ""), ("_StringProcessing", "imtwvclxa", ""),
        ("RegexBuilder", "imtwvclxa", ""), ("Distributed", "imtwvclxa", ""), ("Synchronization", "imtwvclxa", ""),
        ("Observation", "imtwvclxa", ""), ("Cxx", "imtwvclxa", ""), ("CxxStdlib", "imtwvclxa", ""),
        ("Foundation", "imtwvclxa", ""), ("Dispatch", "imtwvclxa", ""), ("XCTest", "imtwvclxa", ""),
        ("Testing", "imtwvclxa", ""),
        // swift-corelibs-foundation's and swift-foundation's modules outside Apple's SDKs.
        ("FoundationEssentials", "lxa", ""), ("FoundationInternationalization", "lxa", ""),
        ("FoundationNetworking", "lxa", ""), ("FoundationXML", "lxa", ""),
        ("Glibc", "l", ""), ("Musl", "l", ""), ("Android", "a", ""), ("WinSDK", "x", ""), ("CRT", "x", ""),
        ("ucrt", "x", ""),
        // Every Apple platform.
        ("Darwin", "imtwvc", ""), ("os", "imtwvc", ""), ("OSLog", "imtwvc", ""), ("ObjectiveC", "imtwvc", ""),
        ("MachO", "imtwvc", ""), ("System", "imtwvc", ""), ("simd", "imtwvc", ""), ("Combine", "imtwvc", ""),
        ("SwiftUI", "imtwvc", ""), ("SwiftUICore", "imtwvc", ""), ("SwiftData", "imtwvc", ""),
        ("CoreFoundation", "imtwvc", ""), ("CoreGraphics", "imtwvc", ""), ("CoreText", "imtwvc", ""),
        ("CoreData", "imtwvc", ""), ("CoreLocation", "imtwvc", ""), ("ImageIO", "imtwvc", ""),
        ("UniformTypeIdentifiers", "imtwvc", ""), ("CoreTransferable", "imtwvc", ""), ("Security", "imtwvc", ""),
        ("CryptoKit", "imtwvc", ""), ("Network", "imtwvc", ""), ("AVFoundation", "imtwvc", ""),
        ("AudioToolbox", "imtwvc", ""), ("CoreAudio", "imtwvc", ""), ("CoreMedia", "imtwvc", ""),
        ("Accelerate", "imtwvc", ""), ("AppleArchive", "imtwvc", ""), ("Compression", "imtwvc", ""),
        ("CloudKit", "imtwvc", ""), ("Contacts", "imtwvc", ""), ("GameKit", "imtwvc", ""), ("MapKit", "imtwvc", ""),
        ("StoreKit", "imtwvc", ""), ("UserNotifications", "imtwvc", ""), ("AppIntents", "imtwvc", ""),
        ("Intents", "imtwvc", ""), ("CoreBluetooth", "imtwvc", ""), ("CoreML", "imtwvc", ""),
        ("NaturalLanguage", "imtwvc", ""), ("SpriteKit", "imtwvc", ""), ("SceneKit", "imtwvc", ""),
        ("AuthenticationServices", "imtwvc", ""), ("MediaPlayer", "imtwvc", ""), ("Charts", "imtwvc", ""),
        ("DeveloperToolsSupport", "imtwvc", ""), ("StoreKitTest", "imtwvc", ""),
        // Not on watchOS.
        ("Metal", "imtvc", ""), ("MetalKit", "imtvc", ""), ("QuartzCore", "imtvc", ""), ("CoreImage", "imtvc", ""),
        ("GameplayKit", "imtvc", ""), ("Vision", "imtvc", ""), ("Photos", "imtvc", ""), ("CoreHaptics", "imtvc", ""),
        ("MultipeerConnectivity", "imtvc", ""), ("AdSupport", "imtvc", ""), ("AppTrackingTransparency", "imtvc", ""),
        ("SystemConfiguration", "imtvc", ""), ("NetworkExtension", "imtvc", ""), ("LinkPresentation", "imtvc", ""),
        ("GroupActivities", "imtvc", ""), ("JavaScriptCore", "imtvc", ""), ("CoreVideo", "imtvc", "w"),
        // Not on tvOS.
        ("EventKit", "imwvc", ""), ("HealthKit", "imwvc", ""), ("PassKit", "imwvc", ""), ("PushKit", "imwvc", ""),
        ("LocalAuthentication", "imwvc", ""), ("TipKit", "imwvc", "t"), ("WidgetKit", "imwvc", ""),
        // iOS family and macOS, neither tvOS nor watchOS.
        ("WebKit", "imvc", ""), ("SafariServices", "imvc", ""), ("PhotosUI", "imvc", "t"), ("VisionKit", "imvc", ""),
        ("RealityKit", "imvc", "t"), ("ContactsUI", "imvc", ""), ("CoreSpotlight", "imvc", "tw"),
        ("MetricKit", "imvc", ""),
        ("QuickLook", "imvc", ""), ("QuickLookThumbnailing", "imvc", ""), ("PDFKit", "imvc", ""),
        ("Speech", "imvc", ""),
        ("IntentsUI", "imvc", ""), ("SharedWithYou", "imvc", ""), ("CoreMIDI", "imvc", "t"),
        ("BackgroundTasks", "itvc", "m"),
        // iOS family only.
        ("UIKit", "itwvc", ""), ("HomeKit", "itwvc", ""), ("CallKit", "iwvc", ""), ("MessageUI", "ivc", ""),
        ("Messages", "ivc", ""), ("EventKitUI", "ivc", ""), ("UserNotificationsUI", "ivc", ""),
        ("HealthKitUI", "ivc", "w"),
        ("ActivityKit", "ic", "v"), ("ARKit", "iv", ""), ("CoreNFC", "i", "c"), ("CoreTelephony", "ic", ""),
        ("CarPlay", "ic", ""), ("WatchConnectivity", "iw", ""), ("FamilyControls", "ic", ""),
        ("ManagedSettings", "ic", ""),
        ("DeviceActivity", "ic", ""), ("Social", "imc", ""), ("Accounts", "imc", ""), ("GLKit", "imtc", ""),
        ("OpenGLES", "itc", ""),
        // watchOS.
        ("WatchKit", "w", "i"), ("ClockKit", "w", "i"),
        // tvOS.
        ("TVUIKit", "t", ""), ("TVServices", "t", ""), ("TVMLKit", "t", ""),
        // macOS (Mac Catalyst apps run on macOS and may import AppKit's module).
        ("AppKit", "mc", ""), ("Cocoa", "m", ""), ("Carbon", "m", ""), ("IOKit", "mc", ""), ("CoreWLAN", "m", ""),
        ("ServiceManagement", "mc", ""), ("ScreenCaptureKit", "mc", ""),
    ]

    private static let rows: [String: (present: Set<String>, unsure: Set<String>)] = {
        var rows: [String: (present: Set<String>, unsure: Set<String>)] = [:]
        for (name, present, unsure) in table {
            rows[name] = (Set(present.compactMap { letters[$0] }), Set(unsure.compactMap { letters[$0] }))
        }
        return rows
    }()

    /// Whether `platform`'s SDK (or toolchain) provides `module`: nil when the table does not
    /// know (the module is not listed, or its row is unsure of that platform).
    package static func isPresent(_ module: String, on platform: String) -> Bool? {
        guard let row = rows[module], platforms.contains(platform), !row.unsure.contains(platform) else { return nil }
        return row.present.contains(platform)
    }

    /// Every module listed, on any platform.
    package static var all: Set<String> { Set(rows.keys) }

    /// The modules `platform` provides for certain.
    package static func modules(on platform: String) -> Set<String> {
        Set(
            rows.compactMap {
                $0.value.present.contains(platform) && !$0.value.unsure.contains(platform) ? $0.key : nil
            })
    }
}
