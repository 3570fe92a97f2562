public enum Colors {}
