let icon = 1
