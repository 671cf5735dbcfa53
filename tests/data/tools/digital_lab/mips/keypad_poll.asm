# Scans the keypad row by row and prints each new code read back.
        .text
main:   li      $s0, 0xffff0000
        li      $s1, -1                 # last code printed
        li      $s2, 900                # scans
scan:   li      $t0, 1
row:    sb      $t0, 0x12($s0)
        lbu     $t1, 0x14($s0)
        bnez    $t1, got
        sll     $t0, $t0, 1
        blt     $t0, 16, row
got:    beq     $t1, $s1, next
        move    $s1, $t1
        sb      $t1, 0x10($s0)
        move    $a0, $t1
        li      $v0, 34
        syscall
        li      $a0, 10
        li      $v0, 11
        syscall
next:   addi    $s2, $s2, -1
        bnez    $s2, scan
        li      $v0, 10
        syscall
