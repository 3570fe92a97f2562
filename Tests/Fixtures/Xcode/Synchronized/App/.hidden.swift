let hidden = 1
