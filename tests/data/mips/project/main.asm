# Project mode: `p` assembles every .asm/.s file of this folder with main.asm first.
.globl main
.text
main:
  jal helper
  li $v0, 1
  move $a0, $v1
  syscall
  li $v0, 10
  syscall
