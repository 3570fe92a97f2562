let up = 1
