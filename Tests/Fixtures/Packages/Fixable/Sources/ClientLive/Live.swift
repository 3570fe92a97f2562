import Client

// Registers the live client: App links this module and never imports it.
extension Client {
    public static let liveValue = Client()
}
