public enum Constant {
    public static let schoolHost = "school.example.org"
    public static let apiKey = "demo"
}
