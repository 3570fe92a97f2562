import SwiftUI
import CSVParser
import BetaFeature

public struct ImportView: View {
    let parser = CSVParser()
    public var body: some View {
        Text(BetaFeature.current.newImporter ? "New importer" : "Import")
    }
}
