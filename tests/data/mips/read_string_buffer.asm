# Read string (syscall 8) into one buffer, again and again: longer then shorter lines, lines
# of exactly the limit's length and beyond it, limits 2, 1, 0 and -1, the last line without
# its newline, lines ended by CR LF and by a lone CR. After each read: the buffer's first 16
# bytes and what the buffer still holds after the string's terminator.
# RUN: nc {FILE}
# STDIN: hello world\nabc\nabcdefgh\nabcd\nxyz\nq\nr\ns\nhi\nab\nt\nlast
# RUN: nc {FILE}
# STDIN: hello world\r\nhi\r\nabcdefgh\r\nabcd\rxyz\nq\rr\ns\r\nhi\nab\r\nt\nlast\r
# RUN: nc {FILE}
# STDIN: hello world\nhi\n\n\r\nabcd
.data
buf:    .asciiz "ABCDEFGHIJKLMNOPQRSTUVWXYZ01234"
limits: .word 20, 20, 5, 5, 6, 1, 2, 0, 20, 3, -1, 20
rest:   .asciiz " | after: "
.text
main:
  la $s0, limits
  li $s1, 12
read:
  li $v0, 8
  la $a0, buf
  lw $a1, 0($s0)
  syscall
  la $s2, buf
  li $s3, 16
bytes:
  lbu $a0, 0($s2)
  li $v0, 1
  syscall
  li $a0, 32
  li $v0, 11
  syscall
  addi $s2, $s2, 1
  addi $s3, $s3, -1
  bnez $s3, bytes
  la $a0, rest
  li $v0, 4
  syscall
  la $a0, buf          # the string library's pattern: print what follows the terminator
find:
  lbu $t0, 0($a0)
  addi $a0, $a0, 1
  bnez $t0, find
  li $v0, 4
  syscall
  li $a0, 10
  li $v0, 11
  syscall
  addi $s0, $s0, 4
  addi $s1, $s1, -1
  bnez $s1, read
  li $v0, 10
  syscall
