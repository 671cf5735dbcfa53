# MARS's tool raises the counter's interrupt with Status IE = 0 too (only EXL stops it);
# Cause bits 10/11 stay set until the handler clears them.
        .data
count:  .word 0
cause:  .word 0
        .text
main:   li      $s0, 0xffff0000
        mfc0    $t0, $12
        andi    $t0, $t0, 0xfffe
        mtc0    $t0, $12                # IE off
        li      $t0, 1
        sb      $t0, 0x13($s0)          # counter on
        li      $t4, 200
spin:   addi    $t4, $t4, -1
        bnez    $t4, spin
        sb      $zero, 0x13($s0)
        lw      $a0, count
        li      $v0, 1
        syscall
        li      $a0, 32
        li      $v0, 11
        syscall
        lw      $a0, cause
        li      $v0, 34
        syscall
        li      $v0, 10
        syscall

        .ktext  0x80000180
        mfc0    $k0, $13
        sw      $k0, cause              # not cleared: what MARS leaves
        lw      $k1, count
        addi    $k1, $k1, 1
        sw      $k1, count
        eret
