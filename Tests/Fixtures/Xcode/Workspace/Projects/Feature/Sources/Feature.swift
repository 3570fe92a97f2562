public enum Feature {}
