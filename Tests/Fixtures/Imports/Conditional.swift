import Foundation
#if canImport(UIKit)
import UIKit
#elseif os(macOS)
import AppKit
#else
import Headless
#endif
#if   compiler(>=6)   &&   RESILIENT_LIBRARIES // why
  #if DEBUG
    @testable import Debuggable
  #elseif os(iOS) || os(tvOS)
    #if targetEnvironment(simulator)
      import Simulated
    #endif
  #else
    import Released
  #endif
import Outer
#endif
import After
