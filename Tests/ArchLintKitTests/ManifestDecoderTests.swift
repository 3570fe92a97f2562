import Foundation
import Testing
@testable import ArchLintKit

@Suite struct ManifestDecoderTests {
    @Test func rejectsNonJSON() {
        #expect(throws: ManifestDecoder.DecodingError.self) {
            try ManifestDecoder.decode(Data("nope".utf8))
        }
    }
}
