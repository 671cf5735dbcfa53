# Correct: recursive Fibonacci with a $fp frame, a leaf, a call through jalr and bgezal
# (bgezal $zero: taken), $s registers living across calls.
        .text
main:   li      $a0, 10
        jal     fib
        move    $s0, $v0
        la      $t0, leaf
        li      $a0, 4
        jalr    $t0
        addu    $s0, $s0, $v0
        li      $a0, 1
        bgezal  $zero, leaf
        addu    $a0, $s0, $v0
        li      $v0, 1
        syscall
        li      $v0, 10
        syscall

# fib(n): $fp frame, $s0/$s1 saved
fib:    addiu   $sp, $sp, -16
        sw      $ra, 12($sp)
        sw      $fp, 8($sp)
        sw      $s0, 4($sp)
        sw      $s1, 0($sp)
        move    $fp, $sp
        move    $s0, $a0
        li      $v0, 1
        ble     $s0, 1, fib_done
        addiu   $a0, $s0, -1
        jal     fib
        move    $s1, $v0
        addiu   $a0, $s0, -2
        jal     fib
        addu    $v0, $v0, $s1
fib_done:
        move    $sp, $fp
        lw      $s1, 0($sp)
        lw      $s0, 4($sp)
        lw      $fp, 8($sp)
        lw      $ra, 12($sp)
        addiu   $sp, $sp, 16
        jr      $ra

# leaf(x) = 3x, with $t registers only
leaf:   sll     $t0, $a0, 1
        addu    $v0, $t0, $a0
        li      $t1, 77
        jr      $ra
