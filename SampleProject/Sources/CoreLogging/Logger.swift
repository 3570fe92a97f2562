import Foundation

/// How serious a log message is.
public enum LogLevel: Int, Comparable, Sendable {
    case debug, info, warning, error

    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Somewhere log lines go: the console, a file, a crash reporter.
public protocol LogSink: Sendable {
    func write(_ line: String)
}

public struct ConsoleSink: LogSink {
    public init() {}
    public func write(_ line: String) { print(line) }
}

/// A logger for one subsystem, dropping messages below `minimumLevel`.
public struct Logger: Sendable {
    public let subsystem: String
    public var minimumLevel: LogLevel
    private let sinks: [any LogSink]

    public init(subsystem: String, minimumLevel: LogLevel = .info, sinks: [any LogSink] = [ConsoleSink()]) {
        self.subsystem = subsystem
        self.minimumLevel = minimumLevel
        self.sinks = sinks
    }

    public func log(_ level: LogLevel, _ message: @autoclosure () -> String) {
        guard level >= minimumLevel else { return }
        let line = "[\(subsystem)] \(level) \(message())"
        sinks.forEach { $0.write(line) }
    }

    public func debug(_ message: @autoclosure () -> String) { log(.debug, message()) }
    public func info(_ message: @autoclosure () -> String) { log(.info, message()) }
    public func error(_ message: @autoclosure () -> String) { log(.error, message()) }
}
