# A .ktext exception handler that may change $k0/$k1 but also changes $t1: the handler
# finding names $t1 only.
        .text
main:   li      $t0, 0x7fffffff
        li      $t1, 5
        add     $t2, $t0, $t0           # overflows: the handler skips it
        move    $a0, $t1                # 9, not 5
        li      $v0, 1
        syscall
        li      $v0, 10
        syscall

        .ktext  0x80000180
        mfc0    $k0, $14                # EPC: the overflowing add
        addiu   $k0, $k0, 4
        mtc0    $k0, $14
        li      $t1, 9                  # not allowed
        eret
