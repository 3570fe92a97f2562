import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintCLI
@testable import ArchLintTestSupport

/// A run that could not read part of its input says which part in every machine format, not
/// only on standard error: JSON `unchecked` and `notices`, SARIF notifications with the run
/// marked unsuccessful, a JUnit error, a markdown list.
struct PartialRunReportTests {
    @Test func everyFormatNamesTheFileThatWasNotRead() throws {
        let directory = try TemporaryDirectory("partial")
        defer { directory.remove() }
        try directory.write(
            "Package.swift",
            """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "P", targets: [.target(name: "Core")])
            """)
        try directory.write("Sources/Core/Core.swift", "import Foundation\n")
        // A named pipe nobody writes to: never a source archlint can read.
        #expect(mkfifo(directory.path("Sources/Core/Pipe.swift"), 0o644) == 0)
        try directory.write("archlint.json", #"{"rules": [{"id": "declared-imports", "kind": "implicit-dependency"}]}"#)

        let errors = Locked("")
        let code = CommandLineTool.run(
            arguments: [
                "check", "--no-cache", "--manifests", "static", "--reporter", "json:out.json", "--reporter",
                "sarif:out.sarif",
                "--reporter", "junit:out.xml", "--reporter", "markdown:out.md",
            ],
            environment: [:], workingDirectory: directory.path,
            output: OutputStreams(standardOutput: { _ in }, standardError: { text in errors.withLock { $0 += text } }))
        #expect(code == 2, "\(errors.withLock { $0 })")
        let unreadable = "Sources/Core/Pipe.swift"

        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory.path("out.json"))))
                as? [String: Any])
        #expect(json["unchecked"] as? [String] == [unreadable])
        #expect((json["summary"] as? [String: Any])?["partial"] as? Bool == true)
        let notices = try #require(json["notices"] as? [[String: Any]])
        let notice = try #require(notices.first { $0["code"] as? String == "unreadable-file" }, "\(notices)")
        #expect(notice["severity"] as? String == "error")
        #expect((notice["location"] as? [String: Any])?["file"] as? String == unreadable)

        let sarif = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory.path("out.sarif"))))
                as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        let uris = notifications.compactMap { notification -> String? in
            guard (notification["descriptor"] as? [String: Any])?["id"] as? String == "unreadable-file",
                let location = (notification["locations"] as? [[String: Any]])?.first,
                let physical = location["physicalLocation"] as? [String: Any],
                let artifact = physical["artifactLocation"] as? [String: Any]
            else { return nil }
            return artifact["uri"] as? String
        }
        #expect(uris == [unreadable])

        let junit = try String(contentsOfFile: directory.path("out.xml"), encoding: .utf8)
        #expect(
            junit.contains(
                #"<error type="partial" message="part of the input was not checked: Sources/Core/Pipe.swift">"#),
            "\(junit)")
        #expect(junit.contains(#"errors="1""#))

        let markdown = try String(contentsOfFile: directory.path("out.md"), encoding: .utf8)
        #expect(
            markdown.contains("**Partial**: part of the input was not checked:\n\n- `Sources/Core/Pipe.swift`\n"),
            "\(markdown)")
    }
}
