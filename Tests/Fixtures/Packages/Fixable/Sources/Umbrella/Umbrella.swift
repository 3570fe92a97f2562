public enum Umbrella {}
