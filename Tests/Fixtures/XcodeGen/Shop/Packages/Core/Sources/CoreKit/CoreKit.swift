public enum CoreKit {}
