# Program arguments (pa) and start at main (sm).
# RUN: nc sm {FILE} $a0 $sp pa hello xy
# RUN: nc {FILE} $a0 $a1
.text
  li $s7, 1
.globl main
main:
  move $t0, $a0
  move $t1, $a1
loop:
  beqz $t0, done
  lw $a0, 0($t1)
  li $v0, 4
  syscall
  li $a0, 32
  li $v0, 11
  syscall
  addiu $t1, $t1, 4
  addiu $t0, $t0, -1
  j loop
done:
  move $a0, $s7
  li $v0, 1
  syscall
