import A. B
import C.
 D
import E .F
import G . H
import I./*c*/J
import K/*c*/.L
import M.	N.O
