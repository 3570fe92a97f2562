public struct Value {}
