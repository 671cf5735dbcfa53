# Loads from the text with self-modifying code: words, halves, bytes, the same address again,
# the load's own address and the next instruction's, an empty slot past the code.
.text
main:
  la t0, words
  lw a0, 0(t0)
  lw a0, 0(t0)          # the same address again (a fetch comes between)
  lw a1, 4(t0)
  la t1, self
self:
  lw a2, 0(t1)          # its own address: the load repeats the fetch
  la t1, next
  lw a2, 0(t1)          # the next instruction's address: that fetch repeats the load
next:
  lb a3, 1(t0)          # bytes and halves inside a word (not a statement's address)
  lbu a3, 0(t0)
  lh a4, 2(t0)
  lhu a4, 8(t0)
  flw ft0, 8(t0)
  fld ft1, 4(t0)        # two words
  la t2, past
  lw a5, 0(t2)          # past the end of the code: an empty slot
  li a7, 10
  ecall
words:
  add t3, t4, t5        # R
  beq zero, zero, words # B
  lui t6, 5             # U
  sw t3, 0(sp)          # S
past:
