# ble with a 16-bit immediate computes rs-1 with addi: it traps for rs = 0x80000000.
# RUN: nc {FILE} $t1
.text
  li $t1, 0x80000000
  ble $t1, 5, out
  li $t1, 1
out:
  li $v0, 10
  syscall
