let snippet = 1
