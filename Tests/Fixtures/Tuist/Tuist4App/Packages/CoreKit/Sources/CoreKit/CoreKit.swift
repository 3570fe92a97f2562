public struct CoreKit {}
