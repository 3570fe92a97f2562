import SwiftUI
import SharedUI

public struct Onboarding {
    public struct State: Equatable { public init() {} }
    public init() {}
}
