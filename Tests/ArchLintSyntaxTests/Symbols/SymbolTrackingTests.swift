import Foundation
import Testing
@testable import ArchLintSyntax
@testable import ArchLintTestSupport

/// What the symbol lexer follows besides names: the values a type's members are called on,
/// member names written without a type before them, inheritance clauses and member positions.
/// Expectations written by hand.
@Suite struct SymbolTrackingTests {
    static func indirect(_ symbols: FileSymbols) -> [String] {
        symbols.references.filter { !$0.isDirect }.map { "\($0.line) \($0.name).\($0.member ?? "")" }
    }

    @Test func valuesAreTrackedThroughMembersInitialisersParametersAndSelf() {
        let symbols = SymbolScanner.scan(
            """
            final class Authenticator {
                private let store = SessionStore.shared
                private let tokens: TokenStore
                private var logger = Logger(subsystem: "auth")
                init(tokens: TokenStore, refresher: Refresher?) {
                    self.tokens = tokens
                    refresher?.start()
                }
                func refresh() async throws -> String {
                    logger.info("refresh")
                    let renewed = try await AuthAPI.renewAccessToken(store.refreshToken)
                    _ = renewed.accessToken
                    return try await self.store.refreshAccessToken()
                }
            }
            """)
        #expect(
            Self.indirect(symbols) == [
                "7 Refresher.start",
                "10 Logger.info",
                "11 SessionStore.refreshToken",
                "13 SessionStore.refreshAccessToken",
            ])
        // What `renewAccessToken` returns is the symbol index's question: it knows the declaration.
        #expect(symbols.valueSources == [ValueSource(value: "renewed", type: "AuthAPI", member: "renewAccessToken")])
        #expect(
            symbols.declarations[0].members.map { "\($0.name) \($0.line):\($0.column)" } == [
                "store 2:17", "tokens 3:17", "logger 4:17", "init 5:5", "refresh 9:10",
            ])
    }

    @Test func aNameBoundToTwoTypesIsNotFollowed() {
        let symbols = SymbolScanner.scan(
            """
            func a() { let client = ApiClient(); client.fetch() }
            func b() { let client = MockClient(); client.fetch() }
            """)
        #expect(Self.indirect(symbols).isEmpty)
    }

    @Test func memberNamesWithoutATypeAreImplicitMembers() {
        let symbols = SymbolScanner.scan(
            """
            struct Home {
                @Dependency(\\.apiClient.currentPlayer) var player
                var body: some View {
                    Text("hi").padding().presentsSheet()
                }
                func track() { tracker.track(.screenViewed("home")) }
            }
            """)
        #expect(
            symbols.implicitMembers.map { "\($0.line):\($0.column) \($0.name)" } == [
                "2:19 apiClient", "2:29 currentPlayer", "4:20 padding", "4:30 presentsSheet", "6:35 screenViewed",
            ])
    }

    @Test func typesAndExtensionsRecordWhatTheyInherit() {
        let symbols = SymbolScanner.scan(
            """
            public struct SearchView<T: Hashable>: SwiftUI.View, Equatable where T: Sendable {}
            extension Client: DependencyKey {
                public static let liveValue = Client()
            }
            final class Signer: @unchecked Sendable {}
            extension String {}
            enum Tier: String, CaseIterable { case a }
            """)
        #expect(
            symbols.declarations.map { "\($0.name): \($0.inherits.joined(separator: ", "))" } == [
                "SearchView: View, Equatable", "Client: DependencyKey", "Signer: Sendable", "String: ",
                "Tier: String, CaseIterable",
            ])
    }

    @Test func signaturesAreReadFromTheDeclaration() throws {
        let source = """
            @MainActor
            public final class Debouncer {
                public func submit(
                    _ action: @escaping @MainActor () async -> Void // what runs
                ) {
                    task = Task { await action() }
                }
                public static let shared = Debouncer()
                var delay: Duration = .seconds(1)
            }
            """
        #expect(DeclarationSignature.text(in: source, line: 2, column: 21) == "@MainActor public final class Debouncer")
        #expect(
            DeclarationSignature.text(in: source, line: 3, column: 17)
                == "public func submit( _ action: @escaping @MainActor () async -> Void )")
        let shared = try #require(DeclarationSignature.read(in: source, line: 8, column: 23))
        #expect(shared.valueType == "Debouncer")
        #expect(DeclarationSignature.read(in: source, line: 9, column: 9)?.valueType == "Duration")
        #expect(DeclarationSignature.text(in: source, line: 99, column: 1) == nil)
    }
}
