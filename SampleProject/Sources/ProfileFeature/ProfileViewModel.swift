import Foundation
import Observation
import FeatureKit
// Presentation reaching into Data (field report 3): the view model works on the server's DTO.
import Data

/// Drives the profile screen.
@MainActor
@Observable
public final class ProfileViewModel {
    public private(set) var state: ViewState<UserDTO> = .loading
    private let fetchProfile: any FetchProfileUseCase
    private let session: URLSession

    public init(fetchProfile: any FetchProfileUseCase, session: URLSession = .shared) {
        self.fetchProfile = fetchProfile
        self.session = session
    }

    /// Loads the profile. Decodes JSON right here instead of calling the use case: the anti-pattern.
    public func load() async {
        state = .loading
        do {
            let url = URL(string: "https://api.example.com/v2/me")!
            let (body, _) = try await session.data(from: url)
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            decoder.dateDecodingStrategy = .iso8601
            let dto = try decoder.decode(UserDTO.self, from: body)
            state = .loaded(dto)
        } catch {
            state = .failed(message: "We couldn't load your profile.")
        }
    }

    func displayName(of user: UserDTO) -> String {
        "\(user.firstName) \(user.lastName)"
    }

    func isPremium(_ user: UserDTO) -> Bool {
        user.segment == "premium" || user.segment == "privateBanking"
    }
}

// URLRequest and URLSession live in FoundationNetworking outside Apple platforms.
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
