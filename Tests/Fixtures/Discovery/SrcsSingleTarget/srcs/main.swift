print("solo")
