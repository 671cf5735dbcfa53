# Directive errors and warnings (texts and columns as MARS reports them).
# RUN: nc {FILE}
.globl nothere
.global main
.section .rodata
.data
a: .word 1
.word a+4
.float 1e39
.float 0x10
.align 2
.text
.align 2
.word 5
.ascii "x"
  add $t0, $t0, $t0
  .half 3
