# Data directives: alignment, repetition, strings, kernel data, .eqv, .include-free macros.
# RUN: nc {FILE} 0x10010000-0x10010040 0x90000000-0x90000008 $t0 $t1 $t2
# RUN: nc a dump .text SegmentWindow {OUT} {FILE}
.eqv COUNT 3
.eqv SYS_PRINT_INT 1
.macro print_int (%r)
  move $a0, %r
  li $v0, SYS_PRINT_INT
  syscall
.end_macro
.macro twice %x
loop: addiu %x, %x, 1
  print_int(%x)
.end_macro
.data
b1: .byte 1, -1, 0x7f
h1: .half 0x1234
w1: .word 7:COUNT
s1: .ascii "ab\t"
s2: .asciiz "c\"d"
.align 3
d1: .double 1.5
f1: .float -2.25
sp: .space 5
w2: .word w1, s2
.kdata
k1: .word 0xdeadbeef, 2
.text
  li $t0, COUNT
  twice $t0
  twice $t0
  la $t1, w2
  lw $t1, 0($t1)
  la $t2, k1
  lw $t2, 4($t2)
