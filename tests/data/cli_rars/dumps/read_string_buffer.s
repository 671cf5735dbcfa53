# Read string (ecall 8) into one buffer, again and again: longer then shorter lines, lines of
# exactly the limit's length and beyond it, limits 2, 1, 0 and -1, the last line without its
# newline, lines ended by CR LF and by a lone CR, a UTF-8 line cut by the limit. After each
# read: the buffer's first 16 bytes and what it still holds after the string's terminator;
# at the end the data segment's dump.
# RUN: nc dump 0x10010000-0x10010020 HexText {OUT} {FILE}
# STDIN: hello world\nabc\nabcdefgh\nabcd\nxyz\nq\nr\ns\nhi\nab\nt\nlast
# RUN: nc dump 0x10010000-0x10010020 HexText {OUT} {FILE}
# STDIN: hello world\r\nhi\r\nabcdefgh\r\nabcd\rxyz\nq\rr\ns\r\nhi\nab\r\nt\nlast\r
# RUN: nc dump 0x10010000-0x10010020 HexText {OUT} {FILE}
# STDIN: hello world\nhi\n\n\r\nabcd
# RUN: nc dump 0x10010000-0x10010020 HexText {OUT} {FILE}
# STDIN: hello world\nhé\nabcdé\nhé\r\nééé\nq\nr\ns\nhi\nab\nt\n
.data
buf:    .asciz "ABCDEFGHIJKLMNOPQRSTUVWXYZ01234"
limits: .word 20, 20, 5, 5, 6, 1, 2, 0, 20, 3, -1, 20
rest:   .asciz " | after: "
.text
main:
  la s0, limits
  li s1, 12
read:
  li a7, 8
  la a0, buf
  lw a1, 0(s0)
  ecall
  la s2, buf
  li s3, 16
bytes:
  lbu a0, 0(s2)
  li a7, 1
  ecall
  li a0, 32
  li a7, 11
  ecall
  addi s2, s2, 1
  addi s3, s3, -1
  bnez s3, bytes
  la a0, rest
  li a7, 4
  ecall
  la a0, buf           # the string library's pattern: print what follows the terminator
find:
  lbu t0, 0(a0)
  addi a0, a0, 1
  bnez t0, find
  li a7, 4
  ecall
  li a0, 10
  li a7, 11
  ecall
  addi s0, s0, 4
  addi s1, s1, -1
  bnez s1, read
  li a7, 10
  ecall
