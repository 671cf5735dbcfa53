# Integer and character literals as MARS reads them.
# RUN: nc {FILE} $t0 $t1 $t2 $t3 $t4 $t5 $t6 $t7
.eqv CH, 'A'
.text
  li $t0, 08
  li $t1, 010
  li $t2, 4294967295
  li $t3, 4294967296
  li $t4, 'z'
  li $t5, '\n'
  li $t6, 0XFF
  li $t7, -0x10
