import Timeline
import Compose
import Ledger

print("app")
