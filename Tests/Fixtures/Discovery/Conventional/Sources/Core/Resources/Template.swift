let template = 1
