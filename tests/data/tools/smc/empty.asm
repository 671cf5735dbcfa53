# A load of an empty text slot past the code.
.text
main:
  la $t0, past
  lw $t1, 0($t0)
  li $v0, 10
  syscall
past:
