import Foundation
import ArchLintSupport
import ArchLintSyntax
import ArchLintPackage

/// Xcode projects, targets and scans built in memory, for graph tests that need no project file.
enum XcodeTestModel {
    static func scan(_ path: String, _ imports: [String]) -> (String, FileScanResult) {
        (
            path,
            FileScanResult(
                path: path,
                imports: imports.enumerated().map {
                    ImportDeclaration(path: [$0.element], line: $0.offset + 1, column: 1)
                })
        )
    }

    static func project(_ name: String, folder: String = "/ws", _ targets: [XcodeTarget]) -> XcodeProject {
        XcodeProject(
            path: "\(folder)/\(name).xcodeproj", name: name, projectFile: "\(folder)/\(name).xcodeproj/project.pbxproj",
            targets: targets, problems: [])
    }

    static func xcodeTarget(
        _ name: String, kind: XcodeTargetKind, moduleName: String? = nil, files: [String], line: Int,
        products: [XcodePackageProduct] = [], dependencies: [XcodeTargetReference] = []
    ) -> XcodeTarget {
        XcodeTarget(
            name: name, productName: name, moduleName: moduleName ?? C99ExtendedIdentifier.mangle(name),
            productType: "",
            kind: kind, swiftFiles: files, packageProducts: products, targetDependencies: dependencies,
            linkedTargets: [],
            configurations: [], defaultConfigurationName: "Release", line: line, packageProductDependenciesLine: nil)
    }
}
