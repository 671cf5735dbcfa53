# Loads from the text in a loop, then stores into the text that run: a word, a halfword and a
# byte, each read back (the tools classify a load by the instruction now at its address).
.text
main:
  li s0, 6
  la s1, target
  la s2, donor
loop:
  lw t0, 0(s2)
  lw t1, 0(s1)
  addi s0, s0, -1
  bnez s0, loop
  sw t0, 0(s1)          # target becomes donor's jal
  lw t2, 0(s1)
  la s3, patch
  lhu t3, 0(s3)
  sh t3, 0(s3)          # the same bits back: a store, not a read
  lbu t4, 3(s3)
  sb t4, 3(s3)
target:
  addi a0, zero, 1
  addi a0, a0, 2
patch:
  fadd.s ft0, ft1, ft2
  li a7, 10
  ecall
donor:
  jal zero, after       # J: the next instruction (wherever it stands)
after:
