# An exception in a delay slot with db: MARS records it, then the pending branch wins
# (the handler never runs).
# RUN: nc db {FILE} $t0 $k0
.text
  li $t0, 0x7fffffff
  b over
  addi $t1, $t0, 1        # overflow in the delay slot
  li $t0, 1
over:
  mfc0 $k0, $13
  li $v0, 10
  syscall
.ktext 0x80000180
  li $t0, 99
  eret
