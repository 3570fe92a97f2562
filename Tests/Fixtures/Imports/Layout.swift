    import Indented
import A; import B
import C // trailing comment
import D /* block */ ; import E
import
  Split
  .
  Across
struct S {}
import AfterDeclaration
func f() {}; import AfterFunction
import `Backticked`
import `Back`.`Ticked`
import os . log
import Prefix /* c */ .NotPartOfPath
let x = 1
	import TabIndented
