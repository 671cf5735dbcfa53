# With self-modifying code, MARS's instruction count (ic) counts the program's loads from the
# text segment as it counts fetches: every read of user text, a repeated address once.
# RUN: nc smc ic {FILE} $t0 $t1 $t3 $t4 $t5 $s1
# RUN: nc 32 smc ic {FILE} $t0 $s1
# RUN: nc 39 smc ic {FILE} $t0 $s1
# RUN: nc 47 smc ic {FILE} $t0 $s1
# RUN: nc 61 smc ic {FILE} $t0
.text
main:
  la $t9, words
  lw $t0, 0($t9)          # a word elsewhere in the text
  lw $t0, 0($t9)          # the same address again
  lw $t1, 4($t9)
  la $t8, next
  lw $t2, 0($t8)          # the address fetched next: that fetch is a repeat
next:
  lb $t3, 0($t9)          # byte, halfword and the left-word load of aligned text words
  lhu $t4, 4($t9)
  lwl $t5, 0($t9)
  ll $t6, 8($t9)
  srl $t8, $t9, 3
  sll $t8, $t8, 3         # words, rounded down to a doubleword
  ldc1 $f4, 0($t8)        # two words
  la $t7, past
  lw $t7, 0($t7)          # past the end of the code: an empty slot, read as 0
  li $s0, 20
loop:
  lw $s1, 0($t9)          # a load in a loop: each iteration's fetches come between
  addi $s0, $s0, -1
  bnez $s0, loop
  lh $s2, 2($t9)          # a halfword in the middle of a text word: the run's error
  li $v0, 10
  syscall
words:
  add $t0, $t1, $t2
  sub $t3, $t4, $t5
  or $t6, $t7, $t8
past:
