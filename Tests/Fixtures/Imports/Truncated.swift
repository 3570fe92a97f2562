import A
let s = "unterminated \(call(
/* unterminated comment
import Hidden
