import PaymentsFeature
import Data

print(paymentsTitle())
