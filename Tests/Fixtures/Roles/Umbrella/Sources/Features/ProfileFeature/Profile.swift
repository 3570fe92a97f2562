import Analytics

func trackOpen() { Tracker().track("profile") }
