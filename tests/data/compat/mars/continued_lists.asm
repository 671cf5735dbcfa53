# A line holding only values continues the last list directive (.word .half .byte .float
# .double .ascii .asciiz), also across .space/.align; before any, values are .word; a line
# starting with another token (register, operator, parenthesis, colon) is ignored in .data.
.data
before: 7, 8
msg: .asciiz
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
   lab2
f: .float 1.5
   2.5, 3
d: .double
   1e3
   .space 3
   9
   .align 2
   10
lab2: .ascii "x"
   "yz"
   $t0
   ( 5 )
   : 7
   b
.text
main:
  la $a0, msg
  li $v0, 4
  syscall
  la $t0, tbl
  lw $a0, 20($t0)
  li $v0, 34
  syscall
  li $v0, 10
  syscall
