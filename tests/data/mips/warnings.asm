# Assembler warnings: a run goes on after them, `we` makes them errors.
# RUN: nc {FILE} 0x10010000-0x10010004
# RUN: nc we {FILE}
.data
x: .byte 0x88, 200
y: .half 0xffff
.set noreorder
.text
  li $v0, 1
  li $a0, 5
  syscall
