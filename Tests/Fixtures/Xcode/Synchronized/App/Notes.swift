let notes = 1
