import Lib
