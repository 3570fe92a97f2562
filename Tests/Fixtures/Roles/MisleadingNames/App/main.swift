import AppFeature

print("ledger")
