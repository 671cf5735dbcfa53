# Pseudo-instructions that expand to trapping instructions (neg -> sub, ble imm -> addi).
# RUN: nc {FILE} $t1
.text
  li $t0, 0x80000000
  neg $t1, $t0
  li $v0, 10
  syscall
