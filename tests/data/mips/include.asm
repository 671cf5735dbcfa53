# .include of a file relative to this one, its .eqv and macro used here; a macro error.
# RUN: nc {FILE}
.include "inc/defs.asm"
.data
hello: .asciiz "included\n"
.text
  print_str(hello)
  print_str(hello)
  li $v0, 10
  syscall
