# Seeded java.util.Random streams and sbrk.
# RUN: nc {FILE} $v0 $a0
.text
  li $a0, 1
  li $a1, 12345
  li $v0, 40
  syscall
  li $t0, 5
loop:
  li $a0, 1
  li $a1, 100
  li $v0, 42
  syscall
  li $v0, 1
  syscall
  li $a0, 32
  li $v0, 11
  syscall
  li $a0, 1
  li $v0, 41
  syscall
  li $v0, 34
  syscall
  li $a0, 32
  li $v0, 11
  syscall
  addiu $t0, $t0, -1
  bgtz $t0, loop
  li $a0, 1
  li $v0, 43
  syscall
  mov.s $f12, $f0
  li $v0, 2
  syscall
  li $a0, 1
  li $v0, 44
  syscall
  mov.d $f12, $f0
  li $v0, 3
  syscall
  li $a0, 10
  li $v0, 9
  syscall
  li $a0, 8
  li $v0, 9
  syscall
  li $a0, 1
  li $a1, 0
  li $v0, 42
  syscall
