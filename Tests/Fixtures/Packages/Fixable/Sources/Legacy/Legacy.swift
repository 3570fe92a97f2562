import Client

public let legacyClient = Client()
