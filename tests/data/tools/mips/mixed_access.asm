# Bytes, halfwords, floats and doubles, the stack, and a string read by syscall 4
        .data
bytes:  .byte 1, 2, 3, 4, 5, 6, 7, 8
halves: .half 100, 200, 300, 400
val:    .float 1.5
        .align 3
dval:   .double 2.25
msg:    .asciiz "done\n"
        .text
main:   la   $s0, bytes
        li   $t1, 0
        li   $s1, 0
bl:     addu $t2, $s0, $t1
        lb   $t3, 0($t2)
        addu $s1, $s1, $t3
        sb   $s1, 0($t2)
        addiu $t1, $t1, 1
        li   $t4, 8
        blt  $t1, $t4, bl
        la   $s0, halves
        lh   $t0, 2($s0)
        sh   $t0, 6($s0)
        lhu  $t0, 4($s0)
        la   $s0, val
        lwc1 $f0, 0($s0)
        add.s $f0, $f0, $f0
        swc1 $f0, 0($s0)
        la   $s0, dval
        ldc1 $f2, 0($s0)
        sdc1 $f2, 0($s0)
        mult $s1, $s1
        mflo $t0
        addiu $sp, $sp, -16
        sw   $s1, 12($sp)
        sw   $s1, 0($sp)
        lw   $s1, 12($sp)
        addiu $sp, $sp, 16
        la   $a0, msg
        li   $v0, 4
        syscall
        li   $v0, 10
        syscall
