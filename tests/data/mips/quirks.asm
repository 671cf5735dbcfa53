# MARS behaviours the reference describes; each run checks some of them.
# RUN: nc {FILE} ic $ra $t1 $t2 $t3 $t4 $t5 $t6 $t7
# RUN: nc db {FILE} ic $ra $t1 $t2 $t3
.text
  mfc0 $t1, $12           # Status after reset
  li $t0, -1
  bgezal $t0, never       # not taken: $ra stays 0 in MARS
  mfc0 $t5, $13
  la $t2, after
  jalr $t2, $t2           # rd = rs
after:
  li $t3, 7
  li $t6, 0x80000000
  li $t7, -1
  div $t6, $t7
  mflo $t4
  mfhi $t5
  li $t7, 0
  div $t3, $t7            # divide by zero: HI/LO unchanged
  mflo $t6
  li $v0, 17
  li $a0, 300
  syscall
never:
  li $t1, 99
