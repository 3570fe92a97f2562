import ArchLintKit
import Foundation

// Temporary: `archlint-bench imports PATH...` runs the imports command.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "imports" {
    let code = ImportsCommand.run(
        paths: Array(arguments.dropFirst()),
        workingDirectory: FileManager.default.currentDirectoryPath,
        stdout: { FileHandle.standardOutput.write(Data($0.utf8)) },
        stderr: { FileHandle.standardError.write(Data($0.utf8)) })
    exit(code)
}
if arguments.first == "sample", arguments.count > 1, let seed = UInt64(arguments[1]) {
    var generator = SyntheticSourceGenerator(seed: seed, importable: ["Foundation", "CoreModels", "os", "SearchFeature"], typeName: "Sample\(seed)", declarationCount: 6)
    let source = generator.generate()
    print(source.text, terminator: "")
    FileHandle.standardError.write(Data(source.imports.map { "\($0.line):\($0.column) \($0.path.joined(separator: ".")) \($0.conditions.map { "\($0.clause.rawValue) \($0.condition ?? "-")" })\n" }.joined().utf8))
    exit(0)
}
