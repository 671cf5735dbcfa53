# Command-line options: step limits, register/memory displays, formats, sm, ae/se, errors.
# RUN: nc {FILE} 5
# RUN: {FILE} sm $t0 ic
# RUN: nc sm dec {FILE} $t0 $8 t1 0x10010000-0x10010010
# RUN: nc {FILE} ascii 0x10010000-0x10010004
# RUN: nc {FILE} bogus
# RUN: nc {FILE} 8-4
# RUN: nc mc CompactDataAtZero {FILE} $t0
# RUN: nc mc Tiny {FILE}
# RUN: nc np {FILE}
# RUN: nc a dump .data HexText {OUT} {FILE}
# RUN: nc a dump .text HEX {OUT} {FILE}
# RUN: nc a dump .text AsciiText {OUT} {FILE}
# RUN: nc a dump .data BinaryText {OUT} {FILE}
# RUN: nc a dump .text Binary {OUT} {FILE}
# RUN: nc a dump .text Bogus {OUT} {FILE}
# RUN: nc b {FILE} $t0 0x10010000-0x10010004
# RUN: nc {FILE} dump
# RUN: nc dump .text HexText
# RUN: {FILE} bogus 8-4 mc Foo
# RUN: me {FILE} bogus
# RUN: nc {FILE} $zz $t1
.data
w: .word 0x41424344, -5
.text
  li $t0, 1
.globl main
main:
  li $t0, 7
  li $t1, 0x12345678
  addu $t0, $t0, $t1
  li $v0, 10
  syscall
