let plain = 1
