# Each run ends with MARS's report for an exception and no handler.
# RUN: nc {FILE} 0x10010000-0x10010008
# RUN: nc se7 {FILE} $t0
# RUN: me nc {FILE} $t1
.data
w: .word 1, 2, 3
.text
  la $t0, w
  lw $t1, 4($t0)
  li $v0, 1
  move $a0, $t1
  syscall
  lh $t2, 1($t0)
