# Pattern 1: a prompt, then keyboard interrupts turned on a little later.
# The program prints its prompt, checks once for a stale key (one read of the
# receiver control word), "sets up" for about 15000 instructions without output,
# and only then enables keyboard interrupts. The handler leaves each key in KEY;
# the main loop echoes it. q prints "bye" and exits.
        .data
KEY:    .word 0
SAVE:   .space 8
PROMPT: .asciz "Type letters, q quits: "
BYE:    .asciz "\nbye"
        .text
main:
        li      s0, 0xFFFF0000
        la      a0, PROMPT
        jal     puts
        lw      t0, 0(s0)               # a stale key? (one read of RC)
        andi    t0, t0, 1
        beqz    t0, setup
        lw      t0, 4(s0)
setup:  li      t0, 5000                # set up the game: no output for a while
delay:  addi    t0, t0, -1
        bnez    t0, delay
        la      t0, SAVE
        csrw    t0, uscratch
        la      t0, handler
        csrw    t0, utvec
        li      t0, 0x100
        csrs    t0, uie
        li      t0, 2
        sw      t0, 0(s0)               # receiver interrupt enable
        csrsi   ustatus, 1
wait:   lw      a0, KEY
        beqz    a0, wait
        sw      zero, KEY, t0
        li      t0, 113                 # 'q'
        beq     a0, t0, quit
        jal     putc
        j       wait
quit:   la      a0, BYE
        jal     puts
        li      a7, 10
        ecall

# putc: a0 = character; waits for the display (s0 = MMIO base)
putc:   lw      t1, 8(s0)
        andi    t1, t1, 1
        beqz    t1, putc
        sw      a0, 12(s0)
        ret

# puts: a0 = address of a NUL-terminated string
puts:   mv      t2, a0
        mv      t3, ra
puts1:  lbu     a0, 0(t2)
        beqz    a0, puts2
        jal     putc
        addi    t2, t2, 1
        j       puts1
puts2:  mv      ra, t3
        ret

# keyboard interrupt: the key goes to KEY unless one is still waiting there
handler:
        csrrw   t0, uscratch, t0        # t0 = SAVE
        sw      t1, 0(t0)
        sw      t2, 4(t0)
        li      t1, 0xFFFF0004
        lw      t1, 0(t1)               # the key (tells the device it was received)
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
