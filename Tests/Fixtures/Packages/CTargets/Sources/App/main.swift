import Shim
import CZ
print(shim())
