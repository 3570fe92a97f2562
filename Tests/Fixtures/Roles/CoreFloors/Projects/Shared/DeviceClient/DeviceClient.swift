import DeviceUtil

public struct DeviceClient: Sendable {
    public init() {}
    public var kind: DeviceKind { .phone }
}
