import Util
