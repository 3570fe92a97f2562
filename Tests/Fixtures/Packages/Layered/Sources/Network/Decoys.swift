/*
import Data
*/
let text = "import Data"
