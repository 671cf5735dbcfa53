# Paints the diagonal of a 4x4-unit Bitmap Display (units 16x16, display 64x64, base static
# data), then echoes keys in capitals on the Keyboard and Display MMIO until Enter.
        .data
frame:  .space 64
        .text
main:   la t0, frame
        li t1, 0x00FF0000
        sw t1, 0(t0)
        sw t1, 20(t0)
        sw t1, 40(t0)
        sw t1, 60(t0)
        sw t1, 4(t0)
        li s0, 0xffff0000
poll:   lw t2, 0(s0)
        andi t2, t2, 1
        beqz t2, poll
        lw a0, 4(s0)
        li t3, 10
        beq a0, t3, end
        li t3, 'a'
        blt a0, t3, out
        li t3, 'z'
        bgt a0, t3, out
        addi a0, a0, -31
out:    lw t2, 8(s0)
        andi t2, t2, 1
        beqz t2, out
        sw a0, 12(s0)
        j poll
end:    li a7, 10
        ecall
