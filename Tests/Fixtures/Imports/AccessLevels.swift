public import Alpha
package import Beta
internal import Gamma
fileprivate import Delta
private import Epsilon
@preconcurrency package import struct SystemPackage.FilePath
@_spi(Core) public import Zeta
  @testable internal
    import Eta
