import Networking

struct Feed { let client = Client() }
