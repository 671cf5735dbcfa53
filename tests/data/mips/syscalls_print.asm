# Print services and their formats.
# RUN: nc {FILE}
.data
s: .asciiz "hello, world\n"
f: .float 3.14159, 1.0e10, -0.0, 1.5e-7
d: .double 2.718281828459045, 1e100, 123456789.0
.text
  li $v0, 4
  la $a0, s
  syscall
  li $a0, -123456
  li $v0, 1
  syscall
  li $a0, 10
  li $v0, 11
  syscall
  li $a0, -2
  li $v0, 34
  syscall
  li $a0, 10
  li $v0, 11
  syscall
  li $a0, -2
  li $v0, 35
  syscall
  li $a0, 10
  li $v0, 11
  syscall
  li $a0, -2
  li $v0, 36
  syscall
  li $a0, 10
  li $v0, 11
  syscall
  la $t0, f
  li $t1, 4
fl: lwc1 $f12, 0($t0)
  li $v0, 2
  syscall
  li $a0, 32
  li $v0, 11
  syscall
  addiu $t0, $t0, 4
  addiu $t1, $t1, -1
  bgtz $t1, fl
  la $t0, d
  li $t1, 3
dl: ldc1 $f12, 0($t0)
  li $v0, 3
  syscall
  li $a0, 32
  li $v0, 11
  syscall
  addiu $t0, $t0, 8
  addiu $t1, $t1, -1
  bgtz $t1, dl
  li $v0, 17
  li $a0, 300
  syscall
