# Bounce (MIPS, MARS 4.5): a ball and a paddle on the Bitmap Display, keys from the
# Keyboard and Display tool.
#
# Bitmap Display settings (Run > Play reads them from here and connects both tools):
#   Unit width in pixels:      8
#   Unit height in pixels:     8
#   Display width in pixels:   512
#   Display height in pixels:  512
#   Base address for display:  0x10008000 ($gp)
#
# Keys (type them into the Keyboard and Display tool's lower pane): a = paddle left,
# d = paddle right, q = quit. Each miss leaves a red mark in the top row; eight end the game.
# The display is 64 x 64 units, one word 0x00RRGGBB per unit, row by row from the base.

        .eqv    SIZE 64                 # units per row and per column
        .eqv    PADDLE_W 8
        .eqv    PADDLE_ROW 62
        .eqv    BACKGROUND 0x00102040
        .eqv    BALL 0x00ffd020
        .eqv    PADDLE 0x00e0e0e0
        .eqv    MISS 0x00ff2020

        .text
main:
        li      $s0, 0x10008000         # the display ($gp's address)
        li      $s1, 32                 # ball x
        li      $s2, 8                  # ball y
        li      $s3, 1                  # dx
        li      $s4, 1                  # dy
        li      $s5, 28                 # paddle x (left end)
        li      $s6, 0                  # misses
        li      $t0, BACKGROUND         # the whole display: background
        li      $t1, 4096               # SIZE * SIZE
        move    $t2, $s0
fill:   sw      $t0, 0($t2)
        addi    $t2, $t2, 4
        addi    $t1, $t1, -1
        bnez    $t1, fill

frame:  li      $t0, 0xffff0000         # a key typed? (receiver control bit 0)
        lw      $t1, 0($t0)
        andi    $t1, $t1, 1
        beqz    $t1, move
        lw      $t1, 4($t0)             # receiver data: the key (reading it clears ready)
        li      $t2, 113                # 'q'
        beq     $t1, $t2, quit
        li      $t2, 97                 # 'a'
        bne     $t1, $t2, right
        addi    $s5, $s5, -3
        bgez    $s5, move
        li      $s5, 0
        j       move
right:  li      $t2, 100                # 'd'
        bne     $t1, $t2, move
        addi    $s5, $s5, 3
        li      $t2, 56                 # SIZE - PADDLE_W
        ble     $s5, $t2, move
        move    $s5, $t2

move:   move    $a0, $s1                # erase the ball where it was
        move    $a1, $s2
        li      $a2, BACKGROUND
        jal     plot
        add     $s1, $s1, $s3           # x: bounce off the side walls
        bgtz    $s1, x_hi
        li      $s3, 1
x_hi:   li      $t0, 63                 # SIZE - 1
        blt     $s1, $t0, y_move
        li      $s3, -1
y_move: add     $s2, $s2, $s4           # y: bounce off the top wall and the paddle
        bgtz    $s2, paddle_hit
        li      $s4, 1
paddle_hit:
        li      $t0, 61                 # PADDLE_ROW - 1
        bne     $s2, $t0, missed
        blt     $s1, $s5, missed
        addi    $t1, $s5, PADDLE_W
        bge     $s1, $t1, missed
        li      $s4, -1
missed: li      $t0, 63                 # SIZE - 1
        blt     $s2, $t0, draw
        move    $a0, $s6                # a miss: a red mark in the top row, ball served again
        li      $a1, 0
        li      $a2, MISS
        jal     plot
        addi    $s6, $s6, 1
        li      $t0, 8
        beq     $s6, $t0, quit
        li      $s1, 32
        li      $s2, 8
        li      $s4, 1

draw:   move    $a0, $s1
        move    $a1, $s2
        li      $a2, BALL
        jal     plot
        li      $a0, 0                  # the paddle's row: background, then the paddle
paddle: li      $a1, PADDLE_ROW
        li      $a2, BACKGROUND
        blt     $a0, $s5, paint
        addi    $t0, $s5, PADDLE_W
        bge     $a0, $t0, paint
        li      $a2, PADDLE
paint:  jal     plot
        addi    $a0, $a0, 1
        li      $t0, SIZE
        blt     $a0, $t0, paddle

        li      $a0, 25                 # about 40 frames a second
        li      $v0, 32                 # sleep
        syscall
        j       frame

quit:   li      $v0, 10
        syscall

# plot($a0 = x, $a1 = y, $a2 = colour): one unit's word. Uses $t8, $t9.
plot:   sll     $t8, $a1, 6             # y * SIZE
        add     $t8, $t8, $a0
        sll     $t8, $t8, 2
        add     $t8, $t8, $s0
        sw      $a2, 0($t8)
        jr      $ra
