public struct Lib {}
