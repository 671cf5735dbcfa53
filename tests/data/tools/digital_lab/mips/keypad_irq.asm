# The keypad interrupt: Cause bit 11; the handler finds the key and prints its code.
        .text
main:   li      $s0, 0xffff0000
        li      $t0, 0x80
        sb      $t0, 0x12($s0)          # keypad interrupt on
        li      $s2, 1200
busy:   addi    $s2, $s2, -1
        bnez    $s2, busy
        li      $v0, 10
        syscall

        .ktext  0x80000180
        move    $k1, $at
        mfc0    $a0, $13
        mtc0    $zero, $13
        li      $v0, 34
        syscall
        li      $t0, 0x81
hrow:   sb      $t0, 0x12($s0)
        lbu     $a0, 0x14($s0)
        bnez    $a0, hgot
        andi    $t1, $t0, 0x0f
        sll     $t1, $t1, 1
        ori     $t0, $t1, 0x80
        blt     $t0, 0x90, hrow
hgot:   li      $v0, 34
        syscall
        sb      $a0, 0x11($s0)
        li      $a0, 10
        li      $v0, 11
        syscall
        move    $at, $k1
        eret
