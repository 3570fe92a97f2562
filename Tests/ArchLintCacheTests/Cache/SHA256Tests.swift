import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport

/// FIPS 180-4 example vectors.
struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
    ])
    func knownVectors(input: String, digest: String) {
        #expect(SHA256.hex(input) == digest)
    }

    @Test func oneMillionAs() {
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(
            bytes.withUnsafeBytes { SHA256.hex($0) }
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Feeding the input in pieces of any size gives the one-shot digest (block boundaries).
    @Test func incrementalUpdatesMatchOneShot() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let expected = bytes.withUnsafeBytes { SHA256.hex($0) }
        for piece in [1, 3, 55, 56, 63, 64, 65, 200] {
            var hasher = SHA256()
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + piece)
                hasher.update(bytes[start..<end])
                start = end
            }
            #expect(SHA256.hexString(hasher.finalize()) == expected, "piece \(piece)")
        }
    }
}
