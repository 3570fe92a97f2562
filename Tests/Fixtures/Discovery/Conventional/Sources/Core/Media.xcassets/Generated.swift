let generated = 1
