let original = 1
