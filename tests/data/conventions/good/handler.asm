# Correct: a .ktext exception handler (ending in eret) that changes only $k0/$k1 and keeps
# $at in $k1 while it works (assembled code may use $at); the exception is an arithmetic overflow it skips. main never
# returns: it exits with syscall 10 after a loop reached by j.
        .text
main:   li      $s0, 0
        li      $t0, 0x7fffffff
        li      $t2, 5
loop:   add     $t1, $t0, $t0           # overflows: the handler skips it
        addu    $s0, $s0, $t2           # $t2 survives the handler
        blt     $s0, 15, loop
        j       done
done:   move    $a0, $s0
        li      $v0, 1
        syscall
        li      $v0, 10
        syscall

        .ktext  0x80000180
        move    $k1, $at
        mfc0    $k0, $14                # EPC: the overflowing add
        addiu   $k0, $k0, 4
        mtc0    $k0, $14
        move    $at, $k1
        eret
