# All twelve trap instructions, taken and not taken, counted by the handler.
# RUN: nc {FILE} $s0 $s1
.text
  li $t0, 5
  li $t1, -3
  teq $t0, $t0
  teq $t0, $t1
  tne $t0, $t1
  tne $t0, $t0
  tge $t1, $t0
  tge $t0, $t1
  tgeu $t1, $t0
  tgeu $t0, $t1
  tlt $t1, $t0
  tlt $t0, $t1
  tltu $t1, $t0
  tltu $t0, $t1
  teqi $t0, 5
  teqi $t0, 4
  tnei $t0, 5
  tnei $t1, 5
  tgei $t1, -3
  tgei $t1, -2
  tgeiu $t1, 1
  tgeiu $t0, -1
  tlti $t1, 0
  tlti $t0, 0
  tltiu $t0, -1
  tltiu $t1, 7
  move $a0, $s0
  li $v0, 1
  syscall
  li $v0, 10
  syscall
.ktext 0x80000180
  addiu $s0, $s0, 1
  mfc0 $k0, $14
  sll $s1, $s1, 1
  mfc0 $k1, $13
  or $s1, $s1, $k1
  addiu $k0, $k0, 4
  mtc0 $k0, $14
  eret
