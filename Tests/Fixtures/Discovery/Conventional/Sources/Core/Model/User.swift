public struct User {}
