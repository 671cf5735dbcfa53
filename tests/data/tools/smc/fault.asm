# A load from the middle of a text word faults before it reads (MARS reads text as whole
# statements): only the loads before it count.
.text
main:
  la $t0, main
  lw $t1, 4($t0)
  lb $t2, 8($t0)
  lb $t3, 9($t0)        # the run's error
  li $v0, 10
  syscall
