# Exceptions with a handler at 0x80000180: overflow, address errors, trap, break, bad syscall.
# RUN: nc {FILE} $t0 $k0 $k1
# RUN: nc ic {FILE}
.data
msg: .asciiz "cause="
.text
main:
  li $t0, 0x7fffffff
  addi $t1, $t0, 1        # overflow
  lw $t1, 3($0)           # load address error
  sw $t1, 16($0)          # store address out of range
  li $t2, 5
  teq $t2, $t2            # trap
  break 7
  li $v0, 77
  syscall                 # unknown service
  sub $t1, $t0, -1 
  li $v0, 10
  syscall

.ktext 0x80000180
  mfc0 $k0, $13
  mfc0 $k1, $14
  la $a0, msg
  li $v0, 4
  syscall
  move $a0, $k0
  li $v0, 34
  syscall
  li $a0, 10
  li $v0, 11
  syscall
  mfc0 $a0, $8
  li $v0, 34
  syscall
  li $a0, 10
  li $v0, 11
  syscall
  addiu $k1, $k1, 4
  mtc0 $k1, $14
  eret
