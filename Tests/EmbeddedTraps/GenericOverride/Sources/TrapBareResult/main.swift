// Prints 6 (3 × 2) when the override is called correctly through the base class.
import Overrides

print(Int(valueThroughBase(BareResultOfDouble())))
