# Read services (input from stdin) and their errors.
# RUN: nc {FILE}
# STDIN: 42\n  -7  \n2.5\n1e3\nhello\nxyz\n
# RUN: nc {FILE}
# STDIN: 0x10\n
.data
buf: .space 16
.text
  li $v0, 5
  syscall
  move $a0, $v0
  li $v0, 1
  syscall
  li $v0, 5
  syscall
  move $a0, $v0
  li $v0, 1
  syscall
  li $v0, 6
  syscall
  mov.s $f12, $f0
  li $v0, 2
  syscall
  li $v0, 7
  syscall
  mov.d $f12, $f0
  li $v0, 3
  syscall
  li $v0, 8
  la $a0, buf
  li $a1, 4
  syscall
  li $v0, 4
  syscall
  li $v0, 12
  syscall
  move $a0, $v0
  li $v0, 1
  syscall
