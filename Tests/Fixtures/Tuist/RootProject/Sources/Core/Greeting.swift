public enum Greeting {
    public static let text = "Hello"
}
