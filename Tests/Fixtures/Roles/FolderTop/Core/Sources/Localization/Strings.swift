public enum Strings {
    public static let title = "Isolation"
}
