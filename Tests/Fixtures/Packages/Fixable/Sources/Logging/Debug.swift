// A shortcut back up: Feature already reaches Logging, so declaring this would close a cycle.
import Feature

func debugGreeting() {}
