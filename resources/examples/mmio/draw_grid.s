# draw_grid.s -- bell-positioned output: draws a frame around the display and a title.
#
# A word (x << 20) | (y << 8) | 7 sent to TD moves the cursor to column x, row y (both
# clamped to the grid); the next characters overwrite cells from there. Form feed (12)
# clears. Use sw, not sb: a byte store loses the position bits.
#
#   rarslite run --display 20x6 resources/examples/mmio/draw_grid.s

        .data
title:  .asciz "rarslite"

        .text
main:
        li      s0, 0xFFFF0000
        li      a0, 12                  # form feed: clear
        jal     putc
        li      s2, 0                   # x
top:                                    # '#' along row 0 and the last row (y clamped)
        mv      a1, s2
        li      a2, 0
        li      a3, '#'
        jal     put_at
        mv      a1, s2
        li      a2, 4095                # clamped to the last row
        li      a3, '#'
        jal     put_at
        addi    s2, s2, 1
        li      t0, 200                 # more than any grid is wide: x is clamped too
        blt     s2, t0, top
        li      s2, 0                   # y
sides:
        li      a1, 0
        mv      a2, s2
        li      a3, '#'
        jal     put_at
        li      a1, 4095                # clamped to the last column
        mv      a2, s2
        li      a3, '#'
        jal     put_at
        addi    s2, s2, 1
        li      t0, 200
        blt     s2, t0, sides
        li      a1, 2                   # the title at (2, 2)
        li      a2, 2
        li      a3, 0
        jal     put_at
        la      s3, title
text:
        lbu     a0, 0(s3)
        beqz    a0, end
        jal     putc
        addi    s3, s3, 1
        j       text
end:
        li      a7, 10
        ecall

# put_at(a1 = x, a2 = y, a3 = char or 0 for "move only")
put_at:
        addi    sp, sp, -4
        sw      ra, 0(sp)
        slli    a0, a1, 20
        slli    t2, a2, 8
        or      a0, a0, t2
        ori     a0, a0, 7
        jal     putc
        beqz    a3, put_at_done
        mv      a0, a3
        jal     putc
put_at_done:
        lw      ra, 0(sp)
        addi    sp, sp, 4
        ret

putc:
        lw      t1, 8(s0)
        andi    t1, t1, 1
        beqz    t1, putc
        sw      a0, 12(s0)
        ret
