# Pattern 3: a program that never reads the keyboard and redraws forever.
# It draws a small framed picture with bell positioning, then draws the same
# picture again and again; the screen never changes after the first drawing.
        .data
ROW0:   .asciz "+--------+"
ROW1:   .asciz "| redraw |"
ROW2:   .asciz "| forever|"
ROW3:   .asciz "+--------+"
ROWS:   .word ROW0, ROW1, ROW2, ROW3
        .text
main:
        li      s0, 0xFFFF0000
frame:  li      s1, 0                   # row
row:    li      a0, 3
        addi    a1, s1, 1
        jal     goto
        la      t0, ROWS
        slli    t1, s1, 2
        add     t0, t0, t1
        lw      a0, 0(t0)
        jal     puts
        addi    s1, s1, 1
        li      t0, 4
        blt     s1, t0, row
        j       frame

goto:   slli    a0, a0, 20
        slli    a1, a1, 8
        or      a0, a0, a1
        ori     a0, a0, 7
        j       putc

putc:   lw      t1, 8(s0)
        andi    t1, t1, 1
        beqz    t1, putc
        sw      a0, 12(s0)
        ret

puts:   mv      t2, a0
        mv      t3, ra
puts1:  lbu     a0, 0(t2)
        beqz    a0, puts2
        jal     putc
        addi    t2, t2, 1
        j       puts1
puts2:  mv      ra, t3
        ret
