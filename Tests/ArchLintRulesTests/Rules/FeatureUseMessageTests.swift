import Testing
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintTestSupport

/// How `independent` words a feature's import of another, from what crosses the edge.
@Suite struct FeatureUseMessageTests {
    static let rule = #"{"kind": "independent", "modules": "*Feature"}"#
    static let why = ": modules matching *Feature must not import one another"

    static func messages(_ sources: [String: String]) throws -> [String] {
        let graph = TestSupport.graph(["ItemsFeature -> ScannerFeature", "App(executable) -> ItemsFeature"])
        return try TestSupport.evaluate(rule: rule, on: graph, sources: sources).map(\.message)
    }

    /// A protocol the other feature declares (ModularHomeInventory's `ScannerModuleAPI`) is its
    /// interface: neither a screen shown nor a component taken, and not "not its entry".
    @Test func aProtocolOfTheOtherFeatureIsItsInterface() throws {
        let scanner =
            "import SwiftUI\n\npublic protocol ScannerModuleAPI: AnyObject {}\n\n"
            + "struct ScanScreenView: View { var body: some View { EmptyView() } }\n"
        let interface = try Self.messages([
            "ScannerFeature": scanner,
            "ItemsFeature": "import ScannerFeature\n\nfinal class Search { weak var scanner: ScannerModuleAPI? }\n",
        ])
        #expect(
            interface == ["ItemsFeature depends on ScannerFeature for its protocol ScannerModuleAPI" + Self.why],
            "\(interface)")
        // A component beside it: reaching in, as before.
        let component = try Self.messages([
            "ScannerFeature": scanner + "public struct ScanResultRow {}\n",
            "ItemsFeature":
                "import ScannerFeature\n\nfinal class Search {\n    weak var scanner: ScannerModuleAPI?\n"
                + "    let row = ScanResultRow()\n}\n",
        ])
        #expect(
            component == [
                "ItemsFeature reaches into ScannerFeature (uses ScanResultRow, ScannerModuleAPI, not its entry)"
                    + Self.why
            ],
            "\(component)")
    }
}
