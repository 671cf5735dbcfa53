# Dumps after assembly errors in a program without data: nothing was stored.
# RUN: nc dump .data HexText {OUT} {FILE}
# RUN: nc dump 0x10010000-0x10010020 HexText {OUT} {FILE}
# RUN: nc dump .text HexText {OUT} {FILE}
        .text
main:   addi $t0, $t0
        li   $v0, 10
        syscall
