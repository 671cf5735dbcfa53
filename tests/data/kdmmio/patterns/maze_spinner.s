# Pattern 6 (issue 36): an interrupt-driven maze, as a real course game is written. It reads
# its map from the file named by its first program argument (maze_map.txt when it has none,
# as RARS's stand-alone tool runs it), spends a long setup without display output (longer
# than --idle: the typist's rule c types the first key before the program listens), then
# enables keyboard and timer interrupts by swapping CSRs through a register (uie = 0x110)
# and spins on a word its handler writes, reloading it with the `lw s3, KEY` pseudo
# (auipc + lw: the registers differ from look to look only by where in the loop the look
# falls). It declares the Timer Tool's TIME/TIMECMP words and sets TIMECMP (no timer runs).
# 1/2 redraw, w/a/s/d move the @, 3 quits; reaching X says so and exits.
.eqv    RC       0xFFFF0000
.eqv    TX       0xFFFF000C
.eqv    TIME     0xFFFF0018
.eqv    TIMECMP  0xFFFF0020
        .data
KEY:    .word 0
MAP:    .space 200
HSTACK: .space 64
NAME:   .asciz "maze_map.txt"
MENU:   .asciz "1/2 redraw, wasd move, 3 quits\n"
NOMAP:  .asciz "no map\n"
WIN:    .asciz "out!\n"
        .text
main:   la      t0, NAME
        beqz    a0, open                # no program arguments
        lw      t0, 0(a1)               # argv[0]: the map's file name
open:   mv      a0, t0
        li      a1, 0
        li      a7, 1024
        ecall
        bltz    a0, nomap
        mv      s0, a0
        la      a1, MAP
        li      a2, 199
        li      a7, 63
        ecall
        mv      a0, s0
        li      a7, 57
        ecall
        li      t0, 60000               # a long setup (a random seed, tables...)
setup:  addi    t0, t0, -1
        bnez    t0, setup
        la      t0, HSTACK
        addi    t0, t0, 64
        csrrw   t0, uscratch, t0        # the handler's stack
        la      t0, handler
        csrrw   t0, utvec, t0
        li      t0, 0x110               # timer and external interrupts
        csrrw   t0, uie, t0
        li      t0, 1
        csrrw   t0, ustatus, t0
        li      t0, TIME
        lw      t1, 0(t0)
        addi    t1, t1, 1000
        li      t0, TIMECMP
        sw      t1, 0(t0)
        li      t0, RC
        lw      t1, 0(t0)
        ori     t1, t1, 2               # receiver interrupt enable
        sw      t1, 0(t0)
menu:   jal     draw
loop:   lw      s3, KEY                 # the handler's word, reloaded each time
        li      t0, '1'
        beq     s3, t0, redraw
        li      t0, '2'
        beq     s3, t0, redraw
        li      t0, '3'
        beq     s3, t0, quit
        li      t0, 'w'
        beq     s3, t0, up
        li      t0, 's'
        beq     s3, t0, down
        li      t0, 'a'
        beq     s3, t0, left
        li      t0, 'd'
        beq     s3, t0, right
        j       loop
redraw: sw      zero, KEY, t0
        j       menu
up:     li      a0, -11
        j       move
down:   li      a0, 11
        j       move
left:   li      a0, -1
        j       move
right:  li      a0, 1
move:   sw      zero, KEY, t0
        la      t0, MAP
find:   lbu     t1, 0(t0)               # where the @ is
        li      t2, '@'
        beq     t1, t2, found
        addi    t0, t0, 1
        j       find
found:  add     t3, t0, a0
        lbu     t1, 0(t3)
        li      t2, '#'
        beq     t1, t2, menu
        li      t2, ' '
        sb      t2, 0(t0)
        li      t4, '@'
        sb      t4, 0(t3)
        li      t2, 'X'
        bne     t1, t2, menu
        jal     draw
        la      a0, WIN
        jal     puts
quit:   li      a7, 10
        ecall
nomap:  la      a0, NOMAP
        jal     puts
        j       quit

draw:   addi    sp, sp, -4
        sw      ra, 0(sp)
        li      a0, 12                  # form feed: clear the screen
        jal     putc
        la      a0, MAP
        jal     puts
        la      a0, MENU
        jal     puts
        lw      ra, 0(sp)
        addi    sp, sp, 4
        ret

puts:   addi    sp, sp, -8
        sw      ra, 0(sp)
        sw      s4, 4(sp)
        mv      s4, a0
puts1:  lbu     a0, 0(s4)
        beqz    a0, puts2
        jal     putc
        addi    s4, s4, 1
        j       puts1
puts2:  lw      ra, 0(sp)
        lw      s4, 4(sp)
        addi    sp, sp, 8
        ret

putc:   li      t5, TX
putc1:  lw      t6, -4(t5)              # wait for the transmitter
        andi    t6, t6, 1
        beqz    t6, putc1
        sw      a0, 0(t5)
        ret

handler:
        csrrw   sp, uscratch, sp
        addi    sp, sp, -12
        sw      t0, 0(sp)
        sw      t1, 4(sp)
        sw      t2, 8(sp)
        csrr    t0, ucause
        andi    t0, t0, 15
        li      t1, 4
        beq     t0, t1, tick
        li      t0, 0xFFFF0004
        lw      t1, 0(t0)               # the key
        sw      t1, KEY, t0
        j       hdone
tick:   li      t0, TIME                # timer: the next tick
        lw      t1, 0(t0)
        addi    t1, t1, 1000
        li      t0, TIMECMP
        sw      t1, 0(t0)
hdone:  lw      t0, 0(sp)
        lw      t1, 4(sp)
        lw      t2, 8(sp)
        addi    sp, sp, 12
        csrrw   sp, uscratch, sp
        uret
