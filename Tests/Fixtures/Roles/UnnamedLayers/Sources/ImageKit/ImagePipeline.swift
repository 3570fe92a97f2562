import Foundation

/// Downloads images: the one file of the kit that uses URLSession.
public actor ImagePipeline {
    public init() {}
    public func data(at url: URL) async throws -> Data { try await URLSession.shared.data(from: url).0 }
}
