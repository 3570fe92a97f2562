let greeting = 1
