import A
/* c
 */ import B
let s = """
import C
"""
  import D
