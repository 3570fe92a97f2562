print("tools")
