# Loads from the text with self-modifying code: words, halves, bytes, the same address again,
# the load's own address and the next instruction's, words of a double, a load that reads a
# word and then fails.
.text
main:
  la $t9, words
  lw $t0, 0($t9)
  lw $t0, 0($t9)        # the same address again (a fetch comes between)
  lw $t1, 4($t9)
  la $t8, self
self:
  lw $t2, 0($t8)        # its own address: the load repeats the fetch
  la $t8, next
  lw $t2, 0($t8)        # the next instruction's address: that fetch repeats the load
next:
  lb $t3, 0($t9)
  lbu $t3, 8($t9)
  lh $t4, 4($t9)
  lhu $t4, 12($t9)
  lwl $t5, 0($t9)
  ll $t6, 8($t9)
  lwc1 $f0, 12($t9)
  srl $t8, $t9, 3
  sll $t8, $t8, 3
  ldc1 $f2, 0($t8)      # two words
  lwr $t5, 4($t9)       # reads 4($t9), then faults at the next byte: the run's error
  li $v0, 10
  syscall
words:
  add $t0, $t1, $t2     # R
  beq $zero, $zero, words  # I (branch)
  j main                # J
  addi $t0, $t0, 1      # I
