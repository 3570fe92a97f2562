import Foundation
import ArchLintSupport
import ArchLintPackage
import ArchLintGraph

/// Modules declared under "modules" in the rules file: code outside any build system archlint
/// reads, found by path globs relative to the root, with the modules each depends on by name.
/// Their declarations are changed by hand (`ManifestKind.rulesFile`).
package struct RulesFileModuleSource: ModuleSource {
    package var name: String { "rules-file" }

    package init() {}

    package func load(_ context: SourceContext, into contribution: inout SourceContribution) throws(ToolError) {
        guard let configuration = context.configuration, !configuration.modules.isEmpty else { return }
        let collected = ExtraModuleSources.collect(
            configuration.modules, root: context.root, excluded: configuration.exclude,
            recorder: context.recorder)
        for warning in collected.warnings {
            contribution.notices.append(Notice(warning, code: Notice.Code.emptyModule))
        }
        for folder in collected.unreadableFolders {
            contribution.isPartial = true
            contribution.notices.append(
                Notice(
                    NoticeMessages.unlistableModuleFolder(context.displayPath(folder.path), reason: folder.reason),
                    code: Notice.Code.unreadableFolder))
        }
        for found in collected.modules {
            let file = found.module.origin
            // Findings about the module point at its entry, and at each dependency as written.
            func location(_ position: TextPosition?) -> SourceLocation? {
                position.map { SourceLocation(file: file, line: $0.line, column: $0.column) }
            }
            let positions = found.module.dependencyPositions
            contribution.graphInput.modules.append(
                DeclaredModule(
                    name: found.module.name, kind: found.module.kind, package: (file as NSString).lastPathComponent,
                    directory: found.directory, files: found.files, file: file,
                    declaration: location(found.module.position),
                    manifestKind: .rulesFile,
                    dependencies: found.module.dependencies.enumerated().map { index, name in
                        DeclaredModule.Dependency(
                            name: name, location: location(index < positions.count ? positions[index] : nil))
                    }))
            contribution.files += found.files
        }
    }

    package func summarize(_ contribution: SourceContribution, graph: ModuleGraph, into summary: inout InputSummary) {
        summary.declaredModules = contribution.graphInput.modules.filter { $0.manifestKind == .rulesFile }.count
    }
}

extension NoticeMessages {
    /// A folder of a module the rules file declares could not be listed.
    static func unlistableModuleFolder(_ place: String, reason: ReadFailure) -> String {
        "\(place): error: cannot list this folder (\(reason)); the Swift files in it are not checked"
    }
}
