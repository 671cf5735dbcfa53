# A program that drops off the bottom of its text with the counter on: MARS's tool sees the
# fetch of the empty word after the last instruction (one more tick), not a kernel one.
        .data
count:  .word 0
        .text
main:   li      $s0, 0xffff0000
        li      $t0, 1
        sb      $t0, 0x13($s0)          # counter on
        li      $t4, 73
spin:   addi    $t4, $t4, -1
        sb      $t4, 0x10($s0)          # right digit
        bnez    $t4, spin
        lw      $t2, count
        sb      $t2, 0x11($s0)          # left digit: the interrupts taken

        .ktext  0x80000180
        mfc0    $k0, $13
        mtc0    $zero, $13
        lw      $k1, count
        addi    $k1, $k1, 1
        sw      $k1, count
        eret
