# The counter interrupt's timing: display stores and loads tick it, the handler's kernel
# instructions do not; off and on again.
        .data
count:  .word 0
        .text
main:   li      $s0, 0xffff0000
        li      $t0, 1
        sb      $t0, 0x13($s0)          # counter on
        li      $s1, 0
loop1:  addi    $s1, $s1, 1
        sb      $s1, 0x10($s0)          # right digit: a tick more
        lbu     $t1, 0x10($s0)          # a load of it: one more
        sh      $s1, 0x10($s0)          # a halfword store at the right digit
        lw      $t2, count
        blt     $t2, 5, loop1
        sb      $zero, 0x13($s0)        # counter off
        li      $t4, 100
spin:   addi    $t4, $t4, -1
        bnez    $t4, spin
        li      $t0, 7
        sb      $t0, 0x13($s0)          # on again
loop2:  lw      $t2, count
        blt     $t2, 8, loop2
        sb      $s1, 0x11($s0)          # left digit
        move    $a0, $t2
        li      $v0, 1
        syscall
        li      $v0, 10
        syscall

        .ktext  0x80000180
        mfc0    $k0, $13
        mtc0    $zero, $13
        lw      $k1, count
        addi    $k1, $k1, 1
        sw      $k1, count
        eret
