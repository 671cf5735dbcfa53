# File syscalls 13-16: write a file, read it back, errors for a missing file.
# RUN: nc {FILE} $v0
.data
name: .asciiz "/tmp/rarslite_mars_files_test.txt"
missing: .asciiz "/nonexistent/dir/x"
text: .asciiz "line one\nline two\n"
buf: .space 64
.text
  li $v0, 13
  la $a0, name
  li $a1, 1
  li $a2, 0
  syscall
  move $s0, $v0
  move $a0, $v0
  li $v0, 1
  syscall
  li $v0, 15
  move $a0, $s0
  la $a1, text
  li $a2, 18
  syscall
  move $a0, $v0
  li $v0, 1
  syscall
  li $v0, 16
  move $a0, $s0
  syscall
  li $v0, 13
  la $a0, missing
  li $a1, 0
  syscall
  move $a0, $v0
  li $v0, 1
  syscall
  li $v0, 13
  la $a0, name
  li $a1, 0
  syscall
  move $s0, $v0
  move $a0, $v0
  li $v0, 1
  syscall
  li $v0, 14
  move $a0, $s0
  la $a1, buf
  li $a2, 64
  syscall
  move $a0, $v0
  li $v0, 1
  syscall
  li $v0, 4
  la $a0, buf
  syscall
  li $v0, 14
  move $a0, $s0
  la $a1, buf
  li $a2, 64
  syscall
