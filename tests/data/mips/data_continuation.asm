# A data line that starts with a value continues the last data directive's list (MARS):
# .word by default, then whatever list came last (.byte, .ascii, labels too).
# RUN: nc {FILE} 0x10010000-0x10010030
# RUN: nc a dump .data HexText {OUT} {FILE}
        .data
        7, 8                    # no directive yet: .word
w:      .word 1, 2,
        3, 4
b:      .byte 5
        6, -7
        +9
s:      .ascii "ab"
        "cd"
        .align 2
r:      .word 0
        w, s
        .text
        li $v0, 10
        syscall
