// A script no target compiles.
print("bump")
