let toolMain = 1
