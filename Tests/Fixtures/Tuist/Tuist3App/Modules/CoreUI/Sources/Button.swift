public struct Button {}
