// import LineComment
/// import DocComment
/* import BlockComment */
/**
 import DocBlock
 */
/* outer /* nested import Nested */ still comment import StillComment */
import Real // import Trailing
/*
 * import Starred
 */ import AfterBlock
//import NoSpace
/*/ import Tricky */
import Last
