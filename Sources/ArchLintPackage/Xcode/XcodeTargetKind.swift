/// What an Xcode target builds, from its product type, with a short stable spelling that rules
/// select on (`type:app`, `type:widget`...).
package enum XcodeTargetKind: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// `com.apple.product-type.application` (and the Messages app type).
    case application
    /// An app extension of any extension point that is not a widget.
    case appExtension
    /// An app extension whose Info.plist names the `com.apple.widgetkit-extension` point.
    case widget
    /// `com.apple.product-type.extensionkit-extension`.
    case extensionKitExtension
    /// `com.apple.product-type.application.on-demand-install-capable`.
    case appClip
    /// A watchOS app (`watchapp`, `watchapp2`, the `watchapp2-container` stub).
    case watchApp
    /// A WatchKit extension (`watchkit-extension`, `watchkit2-extension`).
    case watchExtension
    case framework
    case staticFramework
    case staticLibrary
    case dynamicLibrary
    case unitTest
    case uiTest
    case commandLineTool
    case bundle
    case xpcService
    /// Any other product type (system extension, driver, Instruments package...), as written.
    case other(String)

    /// The kind of a target of product type `productType`; `extensionPoint` is the
    /// `NSExtensionPointIdentifier` of its Info.plist, when read (it tells a widget from other
    /// app extensions: both have the app-extension product type).
    package init(productType: String, extensionPoint: String? = nil) {
        switch productType {
        case "com.apple.product-type.application", "com.apple.product-type.application.messages":
            self = .application
        case "com.apple.product-type.application.on-demand-install-capable":
            self = .appClip
        case "com.apple.product-type.application.watchapp", "com.apple.product-type.application.watchapp2",
            "com.apple.product-type.application.watchapp2-container":
            self = .watchApp
        case "com.apple.product-type.watchkit-extension", "com.apple.product-type.watchkit2-extension":
            self = .watchExtension
        case "com.apple.product-type.app-extension", "com.apple.product-type.tv-app-extension",
            "com.apple.product-type.app-extension.messages",
            "com.apple.product-type.app-extension.messages-sticker-pack",
            "com.apple.product-type.xcode-extension":
            self = extensionPoint == "com.apple.widgetkit-extension" ? .widget : .appExtension
        case "com.apple.product-type.extensionkit-extension":
            self = extensionPoint == "com.apple.widgetkit-extension" ? .widget : .extensionKitExtension
        case "com.apple.product-type.framework": self = .framework
        case "com.apple.product-type.framework.static": self = .staticFramework
        case "com.apple.product-type.library.static": self = .staticLibrary
        case "com.apple.product-type.library.dynamic": self = .dynamicLibrary
        case "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ocunit-test": self = .unitTest
        case "com.apple.product-type.bundle.ui-testing": self = .uiTest
        case "com.apple.product-type.tool": self = .commandLineTool
        case "com.apple.product-type.bundle": self = .bundle
        case "com.apple.product-type.xpc-service": self = .xpcService
        default: self = .other(productType)
        }
    }

    /// Whether reading the target's Info.plist could change its kind (only app extensions: a
    /// widget is told apart by its extension point).
    package static func needsExtensionPoint(productType: String) -> Bool {
        productType.hasPrefix("com.apple.product-type.app-extension")
            || productType == "com.apple.product-type.tv-app-extension"
            || productType == "com.apple.product-type.extensionkit-extension"
    }

    /// The spelling rules use: `app`, `app-extension`, `widget`, `extensionkit-extension`,
    /// `app-clip`, `watch-app`, `watch-extension`, `framework`, `static-framework`,
    /// `static-library`, `dynamic-library`, `unit-test`, `ui-test`, `tool`, `bundle`,
    /// `xpc-service`, `other`.
    package var spelling: String {
        switch self {
        case .application: return "app"
        case .appExtension: return "app-extension"
        case .widget: return "widget"
        case .extensionKitExtension: return "extensionkit-extension"
        case .appClip: return "app-clip"
        case .watchApp: return "watch-app"
        case .watchExtension: return "watch-extension"
        case .framework: return "framework"
        case .staticFramework: return "static-framework"
        case .staticLibrary: return "static-library"
        case .dynamicLibrary: return "dynamic-library"
        case .unitTest: return "unit-test"
        case .uiTest: return "ui-test"
        case .commandLineTool: return "tool"
        case .bundle: return "bundle"
        case .xpcService: return "xpc-service"
        case .other: return "other"
        }
    }

    /// Every spelling, in declaration order (for documentation and did-you-mean).
    package static let spellings: [String] = [
        "app", "app-extension", "widget", "extensionkit-extension", "app-clip", "watch-app", "watch-extension",
        "framework", "static-framework", "static-library", "dynamic-library", "unit-test", "ui-test", "tool",
        "bundle", "xpc-service", "other",
    ]

    /// Unit and UI test bundles (what a rule's `type:test` would select).
    package var isTest: Bool { self == .unitTest || self == .uiTest }

    /// Frameworks and libraries: what other targets link and import.
    package var isLibrary: Bool {
        self == .framework || self == .staticFramework || self == .staticLibrary || self == .dynamicLibrary
    }

    /// Products a person launches (apps, App Clips, watch apps): the composition roots.
    package var isApplication: Bool { self == .application || self == .appClip || self == .watchApp }

    /// Code that runs inside an app's extension points (app extensions, widgets, ExtensionKit,
    /// WatchKit extensions).
    package var isExtension: Bool {
        self == .appExtension || self == .widget || self == .extensionKitExtension || self == .watchExtension
    }

    package var description: String {
        if case .other(let raw) = self { return "other(\(raw))" }
        return spelling
    }

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.description < rhs.description }
}
