# keyboard interrupts: the handler echoes each key to the display and counts keys
.text
main:
  lui $t0, 0xffff
  li $t1, 2
  sw $t1, 0($t0)          # RC: interrupt enable
wait:
  lw $t3, count
  blt $t3, 5, wait
  mfc0 $a0, $13
  li $v0, 34
  syscall
  li $v0, 10
  syscall
.data
count: .word 0
.ktext 0x80000180
  lui $k0, 0xffff
  lw $k1, 4($k0)          # RD: the key (clears ready)
pw:
  lw $a1, 8($k0)
  andi $a1, $a1, 1
  beqz $a1, pw
  sw $k1, 12($k0)
  lw $k1, count
  addiu $k1, $k1, 1
  sw $k1, count
  eret
