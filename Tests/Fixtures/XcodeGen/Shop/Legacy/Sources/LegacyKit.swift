public enum LegacyKit {}
