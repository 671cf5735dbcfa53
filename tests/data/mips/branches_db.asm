# Control flow, with and without delayed branching.
# RUN: nc {FILE} $t0 $t1 $ra
# RUN: nc db {FILE} $t0 $t1 $ra
.text
  li $t0, 0
  li $t1, 10
loop:
  addiu $t0, $t0, 3
  addiu $t1, $t1, -1
  bnez $t1, loop
  jal sub1
  li $a0, 1
  blt $t0, 100, small
  li $t2, 2
small:
  bge $t0, $t1, done
  nop
done:
  move $a0, $t0
  li $v0, 1
  syscall
  li $v0, 10
  syscall
sub1:
  addiu $t0, $t0, 1
  jr $ra
