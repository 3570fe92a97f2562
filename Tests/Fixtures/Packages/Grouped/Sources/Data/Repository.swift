import Network

public struct Repository {
    let client = APIClient()
}
