import Core

print(Price(cents: 250), coreVersion)
