public struct Util {}
