import ArchLintSyntax
import Foundation

/// One package's contribution to the graph: its manifest, the sources of its targets and what
/// each file imports.
package struct PackageInput: Sendable {
    package var manifest: LoadedManifest
    package var sources: [TargetSources]
    /// Scan results by absolute file path.
    package var scans: [String: FileScanResult]
    /// Positions in the package's manifest (the one SwiftPM uses), when it could be read.
    package var sourceMap: ManifestSourceMap?
    /// Where the package is declared: the manifest SwiftPM uses (`LoadedManifest.manifestPath`),
    /// or the rules file for modules declared there (code outside SwiftPM).
    package var manifestPath: String
    package init(
        manifest: LoadedManifest, sources: [TargetSources], scans: [String: FileScanResult],
        sourceMap: ManifestSourceMap? = nil, manifestPath: String? = nil
    ) {
        self.manifestPath = manifestPath ?? manifest.manifestPath
        self.manifest = manifest
        self.sources = sources
        self.scans = scans
        self.sourceMap = sourceMap
    }
}
