public enum SchoolKind: String, Sendable {
    case elementary, middle, high
}
