# Kernel text and data, a handler that reads kernel data, eret without +4 loops via $k1 flag,
# an exception inside a syscall, and a bad pc.
# RUN: nc {FILE} $t0 $t1 $k0 $k1
# RUN: nc {FILE} 30
.kdata
count: .word 0
.text
main:
  li $t0, 1
  lw $t1, 0x80000000      # kernel text is not readable
  li $v0, 9
  li $a0, -5              # sbrk with a negative amount
  syscall
  li $t0, 2
  la $t2, bad
  jr $t2
bad:
  .word 0
  jr $zero
.ktext 0x80000180
  la $k0, count
  lw $k1, 0($k0)
  addiu $k1, $k1, 1
  sw $k1, 0($k0)
  mfc0 $k0, $14
  addiu $k0, $k0, 4
  mtc0 $k0, $14
  eret
