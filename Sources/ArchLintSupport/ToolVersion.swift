/// archlint's version, printed by `--version` and recorded in reports and caches.
package enum ToolVersion {
    package static let current = "0.1.0"
}
