# A busy program with the Digital Lab Sim's counter on (scripts/bench/digital_lab.py):
# main sieves primes below 20000, over and over, while the counter interrupts every 31
# instructions; the handler counts them and shows the count's low 4 bits on the right digit.
        .data
digits: .byte 0x3f, 0x06, 0x5b, 0x4f, 0x66, 0x6d, 0x7d, 0x07
        .byte 0x7f, 0x6f, 0x77, 0x7c, 0x39, 0x5e, 0x79, 0x71
ticks:  .word 0
flags:  .space 20000
        .text
main:   li      $s0, 0xffff0000
        li      $t0, 1
        sb      $t0, 0x13($s0)          # counter interrupt on
again:  la      $s1, flags
        li      $s2, 20000
        move    $t0, $s1
        addu    $t1, $s1, $s2
clear:  sb      $zero, 0($t0)
        addiu   $t0, $t0, 1
        blt     $t0, $t1, clear
        li      $s3, 0                  # primes found
        li      $t0, 2
outer:  bge     $t0, $s2, again
        addu    $t1, $s1, $t0
        lbu     $t2, 0($t1)
        bnez    $t2, next
        addiu   $s3, $s3, 1
        mul     $t3, $t0, $t0
mark:   bge     $t3, $s2, next
        addu    $t4, $s1, $t3
        li      $t5, 1
        sb      $t5, 0($t4)
        addu    $t3, $t3, $t0
        j       mark
next:   addiu   $t0, $t0, 1
        j       outer

        .ktext  0x80000180
        move    $k1, $at
        mtc0    $zero, $13              # MARS never clears Cause bits 10 and 11 itself
        lw      $k0, ticks
        addiu   $k0, $k0, 1
        sw      $k0, ticks
        andi    $k0, $k0, 0xf
        lbu     $k0, digits($k0)
        sb      $k0, 0xffff0010
        move    $at, $k1
        eret
