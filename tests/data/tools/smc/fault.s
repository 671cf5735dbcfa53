# A misaligned word load from the text faults before it reads: only the loads before it count.
.text
main:
  la t0, main
  lw a0, 4(t0)
  lb a1, 7(t0)
  lw a2, 2(t0)          # the run's error
  li a7, 10
  ecall
