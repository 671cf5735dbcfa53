# echo keys to the display via polling, until 'q'
.text
main:
  lui $t0, 0xffff
loop:
  lw $t1, 0($t0)
  andi $t1, $t1, 1
  beqz $t1, loop
  lw $a0, 4($t0)
  li $t2, 'q'
  beq $a0, $t2, done
pw:
  lw $t1, 8($t0)
  andi $t1, $t1, 1
  beqz $t1, pw
  sw $a0, 12($t0)
  j loop
done:
  li $v0, 10
  syscall
