# Pattern 2: a data-register poller, like a snake game.
# An @ walks on a grid drawn with bell positioning, leaving a trail of dots.
# The program never reads the receiver control word: it spins reading the
# receiver data word until it differs from the last key it saw (so a key typed
# twice in a row is ignored). w a s d move (stopping at the edges), q ends.
        .data
TITLE:  .asciz "wasd moves, q quits"
OVER:   .asciz "game over"
        .text
main:
        li      s0, 0xFFFF0000
        li      a0, 0                   # the title at (0, 0)
        li      a1, 0
        jal     goto
        la      a0, TITLE
        jal     puts
        li      s2, 10                  # x
        li      s3, 4                   # y
        li      a0, 64                  # '@'
        jal     plot
        li      s1, 0                   # the last key seen
poll:   lw      t0, 4(s0)               # receiver data only
        beq     t0, s1, poll
        mv      s1, t0
        li      t1, 113                 # 'q'
        beq     t0, t1, quit
        li      a0, 46                  # '.' where the @ was
        jal     plot
        li      t1, 119                 # 'w'
        beq     s1, t1, up
        li      t1, 115                 # 's'
        beq     s1, t1, down
        li      t1, 97                  # 'a'
        beq     s1, t1, left
        li      t1, 100                 # 'd'
        beq     s1, t1, right
        j       moved
up:     li      t1, 1
        ble     s3, t1, moved
        addi    s3, s3, -1
        j       moved
down:   li      t1, 8
        bge     s3, t1, moved
        addi    s3, s3, 1
        j       moved
left:   blez    s2, moved
        addi    s2, s2, -1
        j       moved
right:  li      t1, 19
        bge     s2, t1, moved
        addi    s2, s2, 1
moved:  li      a0, 64
        jal     plot
        j       poll
quit:   li      a0, 0
        li      a1, 9
        jal     goto
        la      a0, OVER
        jal     puts
        li      a7, 10
        ecall

# plot: a0 = character, drawn at (s2, s3)
plot:   mv      t4, ra
        mv      t5, a0
        mv      a0, s2
        mv      a1, s3
        jal     goto
        mv      a0, t5
        jal     putc
        mv      ra, t4
        ret

# goto: cursor to column a0, row a1 (a bell with the position in its upper bits)
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
