# Self-modifying code: reading and writing the text segment with and without smc.
# RUN: nc smc {FILE} $t0 $t1
# RUN: nc {FILE} $t0
.text
  la $t2, patch
  lw $t0, 0($t2)
  li $t1, 0x24090063      # addiu $t1, $0, 99
  sw $t1, 0($t2)
patch:
  li $t1, 5
  li $v0, 10
  syscall
