# One function per finding kind (tests/test_conventions.py), in MIPS: a wrong return
# address, calls with $sp misaligned and above its entry value, a read --cc-strict reports,
# a save --cc-save-all reports.
main:   li   $s0, 1
        jal  skip               # returns past the next instruction
        li   $a0, 99             # (skipped)
        jal  odd
        jal  above
        li   $t2, 7
        jal  leaf
        add  $a0, $t2, $zero       # --cc-strict: $t2 after a call that left it alone
        jal  lazy
        li   $v0, 10
        syscall
skip:   addi $ra, $ra, 4          # return-address: returns 4 bytes past the call's
        jr   $ra
odd:    addi $sp, $sp, -8
        sw   $ra, 4($sp)
        addi $sp, $sp, -2
        jal  leaf               # $sp: not a multiple of 4
        addi $sp, $sp, 2
        lw   $ra, 4($sp)
        addi $sp, $sp, 8
        jr   $ra
above:  addi $sp, $sp, -8
        sw   $ra, 0($sp)
        addi $sp, $sp, 16
        jal  leaf               # $sp: above its value at entry
        addi $sp, $sp, -16
        lw   $ra, 0($sp)
        addi $sp, $sp, 8
        jr   $ra
leaf:   jr   $ra
lazy:   addi $sp, $sp, -12        # --cc-save-all: saves $s1, never writes it
        sw   $ra, 8($sp)
        sw   $s0, 4($sp)
        sw   $s1, 0($sp)
        li   $s0, 5
        lw   $s1, 0($sp)
        lw   $s0, 4($sp)
        lw   $ra, 8($sp)
        addi $sp, $sp, 12
        jr   $ra
