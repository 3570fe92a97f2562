let copied = 1
