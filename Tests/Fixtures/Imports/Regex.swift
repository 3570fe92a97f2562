let r1 = /import "Foo/
import AfterBare
let r2 = #/import """/#
import AfterExtended
let r3 = #/
  import InMultilineRegex
  "
/#
import AfterMultilineRegex
let r4 = ##/ /# " /##
import AfterDoubleHash
let half = total/2 // "/
import AfterDivision
let q = a / b / c /* " */
import AfterSpacedDivision
let rs = [/"/, /a/]
import AfterRegexInArray
