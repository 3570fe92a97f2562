import Data

// UserDTO in a comment is no reference; /* nor TokenDTO here */
let text = "UserDTO \(OrderDTO.empty) \"quoted\" \(user.name)"
let raw = #"AccountDTO \#(CardDTO.self)"#
let multi = """
    LoanDTO
    """
let pattern = /SavingsDTO+/
func load(user: UserDTO, into store: Store) -> UserDTO? {
    AuthAPI.renewAccessToken(user)
    AuthAPI
        .signIn()
    store?.save(user.id)
    let flag = ready ? first : Second
    return Data.UserDTO(copy: user)
}
struct Store {
    @Published var item: ItemDTO?
    var count = 1.5e3
}
let first = 1, second: [Key: Value] = [:], third = Dictionary<Key, Value>()
