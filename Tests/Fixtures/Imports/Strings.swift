let a = "import InString"
let b = """
import InMultiline
  "still" import Inside
"""
let c = #"import InRaw "quoted" \(notInterpolated)"#
let d = ##"""
"""
import InRawMultiline
"""#
"""##
let e = "x \("import InInterpolation" + "\("nested \(1)")") y"
let f = "\( { () -> String in "import InClosure" }() )"
let g = """
  \(["import InMultilineInterpolation", """
  import DeepString
  """].joined())
  """
let h = #"\#("import InRawInterpolation")"#
let i = "escaped \" import StillString"
let j = #"""#
import AfterOneLineRaw
let k = "ends at newline
import AfterUnterminated
let l = ""
import AfterEmpty
