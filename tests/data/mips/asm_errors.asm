# Assembly errors: MARS's texts, columns and the ae exit code.
# RUN: nc {FILE}
# RUN: nc ae3 {FILE}
# RUN: nc {FILE} dump .text HexText {OUT}
.text
  foo $t0
  add $t0, $t1
  li $t0, label
  addi $t0, $t0, $t1
  sll $t0, $t0, 40
  lw $t0
  lw $t0, b+4
.data
b: .word 1
