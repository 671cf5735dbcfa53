# Loads and stores of every width, unaligned pseudo-ops, lwl/lwr/swl/swr, ll/sc, little-endian.
# RUN: nc {FILE} $t0 $t1 $t2 $t3 $t4 $t5 $t6 0x10010000-0x10010020
.data
w: .word 0x11223344, 0x55667788, 0x99aabbcc
h: .half 0x1234, -2
bb: .byte 1, -1, 0x7f
.text
  la $s0, w
  lw $t0, 0($s0)
  lh $t1, 2($s0)
  lhu $t2, 6($s0)
  lb $t3, 3($s0)
  lbu $t4, 11($s0)
  lwl $t5, 5($s0)
  lwr $t5, 2($s0)
  ulw $t6, 1($s0)
  sb $t0, 12($s0)
  sh $t0, 14($s0)
  swl $t0, 17($s0)
  swr $t0, 22($s0)
  ll $t7, 0($s0)
  sc $t7, 24($s0)
  usw $t0, 25($s0)
  lw $t0, h
  lb $t1, bb+1
