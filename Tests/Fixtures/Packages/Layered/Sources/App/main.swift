import CoreA
import Data
import Network

print(a())
