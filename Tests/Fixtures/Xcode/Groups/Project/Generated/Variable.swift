let variable = 1
