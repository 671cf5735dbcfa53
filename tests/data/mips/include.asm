# .include of a file relative to this one, its .eqv and macro used here; a macro error.
# RUN: nc {FILE}
# RUN: nc a dump .text SegmentWindow {OUT} {FILE}
.include "inc/defs.asm"
.data
hello: .asciiz "included\n"
.text
  print_str(hello)
  print_str(hello)
  li $v0, SYS_PRINT_STRING    # an .eqv of the included file
  la $a0, hello
  syscall
  li $v0, 10
  syscall
