public struct Logger {
    var lines: [String] = []
    public init() {}
    mutating func record(_ line: String) { lines.append(line) }
}
