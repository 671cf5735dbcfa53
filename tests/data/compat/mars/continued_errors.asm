# Errors in continuation lines: each bad value is reported and the next one stored; the
# "value : n" form looks at tokens 1-3 of the line; data label references are checked even
# when the line before had errors.
.data
w: .word 1
   + 6
   2 : 3
   2.5, 4
   "str"
   foo
s: .asciiz "a"
   5
   "b" c
r: .word 1 : 0
   .word 1.5 : 2
   .byte b
.text
  nop
