# Pattern 4: one key taken by polling, then keys by interrupt while the game
# keeps redrawing its board.
# "Press a key to start" waits for one key (polling the receiver), then the
# program enables keyboard interrupts and runs its game loop: every frame it
# redraws the ten cells of the board, then looks at the key the handler left
# in KEY. Digits 0-9 flip a cell between . and #; q shows "done" and exits.
        .data
KEY:    .word 0
SAVE:   .space 8
CELLS:  .space 10
START:  .asciz "Press a key to start"
DONE:   .asciz "done"
        .text
main:
        li      s0, 0xFFFF0000
        li      a0, 0
        li      a1, 0
        jal     goto
        la      a0, START
        jal     puts
first:  lw      t0, 0(s0)               # poll the receiver control word
        andi    t0, t0, 1
        beqz    t0, first
        lw      t0, 4(s0)               # the first key starts the game
        la      t0, CELLS               # all cells '.'
        li      t1, 10
        li      t2, 46
clear:  sb      t2, 0(t0)
        addi    t0, t0, 1
        addi    t1, t1, -1
        bnez    t1, clear
        la      t0, SAVE
        csrw    t0, uscratch
        la      t0, handler
        csrw    t0, utvec
        li      t0, 0x100
        csrs    t0, uie
        li      t0, 2
        sw      t0, 0(s0)
        csrsi   ustatus, 1
game:   li      s1, 0                   # redraw the board: cell i at (2i, 2)
cell:   slli    a0, s1, 1
        li      a1, 2
        jal     goto
        la      t0, CELLS
        add     t0, t0, s1
        lbu     a0, 0(t0)
        jal     putc
        addi    s1, s1, 1
        li      t0, 10
        blt     s1, t0, cell
        lw      a0, KEY                 # a key from the handler?
        beqz    a0, game
        sw      zero, KEY, t0
        li      t0, 113                 # 'q'
        beq     a0, t0, quit
        addi    t1, a0, -48             # a digit flips its cell
        li      t0, 10
        bgeu    t1, t0, game
        la      t0, CELLS
        add     t0, t0, t1
        lbu     t2, 0(t0)
        xori    t2, t2, 13              # '.' (46) <-> '#' (35)
        sb      t2, 0(t0)
        j       game
quit:   li      a0, 0
        li      a1, 4
        jal     goto
        la      a0, DONE
        jal     puts
        li      a7, 10
        ecall

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

handler:
        csrrw   t0, uscratch, t0
        sw      t1, 0(t0)
        sw      t2, 4(t0)
        li      t1, 0xFFFF0004
        lw      t1, 0(t1)
        la      t2, KEY
        lw      t2, 0(t2)
        bnez    t2, handler_done
        la      t2, KEY
        sw      t1, 0(t2)
handler_done:
        lw      t1, 0(t0)
        lw      t2, 4(t0)
        csrrw   t0, uscratch, t0
        uret
