import XCTest
import Domain
@testable import ProfileFeature

private struct StubProfileUseCase: FetchProfileUseCase {
    let user: User

    func execute() async throws -> User { user }
}

@MainActor
final class ProfileViewModelTests: XCTestCase {
    private let ada = User(
        id: "u_1042",
        displayName: "Ada Byron",
        email: "ada@example.com",
        memberSince: Date(timeIntervalSince1970: 1_552_555_613),
        tier: .premium
    )

    func testStartsLoading() {
        let model = ProfileViewModel(fetchProfile: StubProfileUseCase(user: ada))

        guard case .loading = model.state else {
            return XCTFail("expected .loading, got \(model.state)")
        }
    }

    func testInitialsComeFromTheDomainModel() {
        XCTAssertEqual(ada.initials, "AB")
    }

    func testLoadFailsWithoutNetwork() async {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 0.01
        let model = ProfileViewModel(
            fetchProfile: StubProfileUseCase(user: ada),
            session: URLSession(configuration: configuration)
        )

        await model.load()

        guard case .failed = model.state else {
            return XCTFail("expected .failed, got \(model.state)")
        }
    }
}

// URLRequest and URLSession live in FoundationNetworking outside Apple platforms.
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
