let deep = 1
