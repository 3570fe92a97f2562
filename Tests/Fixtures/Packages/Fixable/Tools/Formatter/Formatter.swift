import Logging

func format() { log("formatted") }
