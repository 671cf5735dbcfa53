# Display interrupt timing (mars-reference 8.2, measured with the real tool): the store to TD
# is at 0x00400010; with delay 5 the interrupt is taken before the 5th following instruction
# (EPC 0x00400024, Cause 0x200) after 4 have run.
.text
main:
  lui $t0, 0xffff
  li $t1, 3
  sw $t1, 8($t0)          # TC: ready + interrupt enable
  li $a0, 65
  sw $a0, 12($t0)         # at 0x00400010
  addiu $s0, $s0, 1
  addiu $s0, $s0, 1
  addiu $s0, $s0, 1
  addiu $s0, $s0, 1
  addiu $s0, $s0, 1
  addiu $s0, $s0, 1
  addiu $s0, $s0, 1
  move $a0, $s0
  li $v0, 1
  syscall
  li $a0, 32
  li $v0, 11
  syscall
  move $a0, $s1
  li $v0, 34
  syscall
  li $a0, 32
  li $v0, 11
  syscall
  move $a0, $s2
  li $v0, 34
  syscall
  li $v0, 10
  syscall
.ktext 0x80000180
  mfc0 $s1, $13
  mfc0 $s2, $14
  move $s3, $s0
  eret
