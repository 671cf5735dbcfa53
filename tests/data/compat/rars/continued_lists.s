# RARS continues list directives on the next lines too (.word .half .byte .float .double
# .dword .ascii .asciz .string), and a value line before any list directive is a .word.
.data
before: 7, 8
msg: .asciz
  "line one\n"
  "two\n", "three\n"
tbl: .word 1, 2,
   3, 4
   -5
   msg
   lab2
h: .half 1
   2, 3
   0x10000
   5 6 : 2
b: .byte 'a'
   'b', 98
f: .float 1.5
   2.5, 3
d: .double
   1e3
   .space 3
   9
lab2: .string "x"
   "yz"
dw: .dword 1
   2
   t0
.text
main:
  la a0, msg
  li a7, 4
  ecall
  la a0, tbl
  lw a0, 20(a0)
  li a7, 1
  ecall
