# RUN: nc {FILE}
# An assembly error in an included file: MARS names that file and its line.
        .text
main:   li   $t0, 1
        jal  f
        li   $v0, 10
        syscall
.include "inc/bad.asm"
