# `m-n` arguments are read as the dumps' ranges are (MARS's checkMemoryAddressRange): signed
# comparison, MARS's number forms (unsigned decimal wraps around), word alignment.
# RUN: nc {FILE} 0x7ffffff8-0x80000000
# RUN: nc {FILE} 4294901760-4294901768
# RUN: nc dump 4294901760-4294901768 HexText {OUT} {FILE}
# RUN: nc {FILE} 0x10010000-0x10010006
# RUN: nc {FILE} 0x10010000-0x1001000g
# RUN: nc dump 0x10010000-0x1001000g HexText {OUT} {FILE}
        .data
w:      .word 7, 8
        .text
        li $v0, 10
        syscall
