# RUN: nc {FILE}
# RUN: nc dump .text SegmentWindow {OUT} {FILE}
# A runtime error in included code: MARS names the including file with the included
# file's own line number; its listing shows the included lines' own numbers.
        .text
main:   li   $t0, 7
        li   $a0, 0
        jal  crash
        li   $v0, 10
        syscall
.include "inc/crash.asm"
