public enum DeviceKind: Sendable {
    case phone, pad
}
