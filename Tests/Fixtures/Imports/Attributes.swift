// Attributes, alone or stacked, on the import's line or on lines before it.
@testable import Alpha
@_exported import Beta
@_implementationOnly import Gamma
@preconcurrency import Delta
@_spi(Internal) @_spi(Testing) import Epsilon
@_spiOnly import Zeta
@_weakLinked import Eta
@_documentation(visibility: internal) import Theta
@testable
@_spi(Experimental)
import Iota
@_spi( Spaced ) /* between */ @preconcurrency // trailing
import Kappa
