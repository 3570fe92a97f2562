let example = 1
