# Range dumps in the compact memory configurations.
# RUN: nc mc CompactDataAtZero dump 0x00000000-0x00000020 HexText {OUT} {FILE}
# RUN: nc mc CompactDataAtZero dump 0x00001800-0x00001810 HexText {OUT} {FILE}
# RUN: nc mc CompactDataAtZero dump 0x00002ff0-0x00003010 HexText {OUT} {FILE}
# RUN: nc mc CompactTextAtZero dump 0x00000000-0x00000010 HexText {OUT} {FILE}
# RUN: nc mc CompactTextAtZero dump 0x00001800-0x00002010 HexText {OUT} {FILE}
# RUN: nc mc CompactTextAtZero dump .data HexText {OUT} {FILE}
        .data
v:      .word 5, 6
        .text
        sw $zero, 0($gp)
        addi $sp, $sp, -4
        sw $zero, 0($sp)
        li $v0, 10
        syscall
