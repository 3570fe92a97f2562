// Excluded by "**/*.generated.swift".
enum Strings {}
