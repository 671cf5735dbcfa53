# Pattern 5 (issue 25): an interrupt game that spins on a memory word its handler writes.
# Setup as a real course game does it: utvec, uie bits 4 and 8 (timer and external),
# ustatus.UIE, then the receiver's interrupt enable. The handler stores each key in KEY;
# the main loop spins on KEY (load, compare with the keys it wants, branch back). After each
# redraw it clears KEY, so a key that arrives during a redraw is lost.
# s starts, a/d move the @ left/right, q quits.
        .data
KEY:    .word 0
SAVE:   .space 12
TITLE:  .asciz "Spin game: s starts, a/d move, q quits"
BYE:    .asciz "\nbye"
        .text
main:
        li      s0, 0xFFFF0000
        la      t0, SAVE
        csrw    t0, uscratch
        la      t0, handler
        csrw    t0, utvec
        li      t0, 0x110               # uie: timer (bit 4) and external (bit 8)
        csrs    t0, uie
        csrsi   ustatus, 1              # UIE
        li      t0, 2
        sw      t0, 0(s0)               # receiver interrupt enable
        la      a0, TITLE
        jal     puts
        la      s2, KEY
wait_s: lw      t1, 0(s2)               # spin on KEY until it is 's'
        li      t2, 's'
        bne     t1, t2, wait_s
        li      s1, 10                  # the @'s column
frame:  jal     redraw
        sw      zero, 0(s2)             # forget keys typed during the redraw
spin:   lw      t1, 0(s2)
        li      t2, 'a'
        beq     t1, t2, left
        li      t2, 'd'
        beq     t1, t2, right
        li      t2, 'q'
        beq     t1, t2, quit
        j       spin
left:   beqz    s1, frame
        addi    s1, s1, -1
        j       frame
right:  li      t2, 30
        beq     s1, t2, frame
        addi    s1, s1, 1
        j       frame
quit:   la      a0, BYE
        jal     puts
        li      a7, 10
        ecall

# redraw: clear the screen, the title, a row of dots with the @ at column s1, and a long
# border (slow on purpose: a redraw takes thousands of instructions)
redraw: addi    sp, sp, -4
        sw      ra, 0(sp)
        li      a0, 12
        jal     putc
        la      a0, TITLE
        jal     puts
        li      a0, 10
        jal     putc
        li      t3, 0
row:    li      a0, '.'
        bne     t3, s1, put1
        li      a0, '@'
put1:   jal     putc
        addi    t3, t3, 1
        li      t4, 31
        blt     t3, t4, row
        li      a0, 10
        jal     putc
        li      t3, 0
border: li      a0, '='
        jal     putc
        addi    t3, t3, 1
        li      t4, 31
        blt     t3, t4, border
        lw      ra, 0(sp)
        addi    sp, sp, 4
        ret

puts:   addi    sp, sp, -8
        sw      ra, 0(sp)
        sw      s3, 4(sp)
        mv      s3, a0
puts1:  lbu     a0, 0(s3)
        beqz    a0, puts2
        jal     putc
        addi    s3, s3, 1
        j       puts1
puts2:  lw      ra, 0(sp)
        lw      s3, 4(sp)
        addi    sp, sp, 8
        ret

putc:   lw      t0, 8(s0)               # wait for the transmitter
        andi    t0, t0, 1
        beqz    t0, putc
        sw      a0, 12(s0)
        ret

handler:
        csrrw   t0, uscratch, t0        # t0 <-> SAVE
        sw      t1, 0(t0)
        sw      t2, 4(t0)
        csrr    t1, ucause
        li      t2, 0x80000008          # external interrupt: a key
        bne     t1, t2, hdone
        li      t1, 0xFFFF0004
        lw      t1, 0(t1)               # RD
        la      t2, KEY
        sw      t1, 0(t2)
hdone:  lw      t1, 0(t0)
        lw      t2, 4(t0)
        csrrw   t0, uscratch, t0
        uret
