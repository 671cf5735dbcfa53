# Delayed branching: delay slots run, links are +8, a branch in a delay slot, jr/jalr.
# RUN: nc db {FILE} $t0 $t1 $t2 $t3 $ra
# RUN: nc {FILE} $t0 $t1 $t2 $t3 $ra
.text
  li $t0, 0
  li $t1, 0
  b l1
  addiu $t0, $t0, 1       # delay slot
  addiu $t0, $t0, 100
l1:
  jal sub1
  addiu $t1, $t1, 1       # delay slot
  beq $zero, $zero, l2
  beq $zero, $zero, l3    # branch in the delay slot
  addiu $t2, $t2, 7
l2:
  addiu $t2, $t2, 1
l3:
  addiu $t2, $t2, 2
  la $t3, l4
  jr $t3
  addiu $t3, $t3, 1000
l4:
  li $v0, 10
  syscall
sub1:
  jr $ra
  addiu $t1, $t1, 10
