#if DEBUG
// Previews fill the store through its internals: compiled in debug builds only.
@testable import CoreStorage

func previewStore() -> Store {
    let store = Store()
    store.values = ["name": "Ada"]
    return store
}
#endif
