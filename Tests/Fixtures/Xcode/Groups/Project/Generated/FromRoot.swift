let fromRoot = 1
