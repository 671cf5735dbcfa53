# Draughts -- the course project's game for two players, MIPS32 for MARS 4.5.
#
# The board is the project's array of 64 words, board[row*8+col]:
#   0 = empty square; otherwise bit 0 = 1 (a piece), bit 1 = colour (1 white, 0 red),
#   bit 2 = king. So 0x01 red man, 0x03 white man, 0x05 red king, 0x07 white king.
# turn holds the side to move (0 red, 1 white).
#
# Pieces use the squares whose row + column is even. Red fills rows 5-7, moves first and
# moves up (towards row 0); white fills rows 0-2 and moves down. A man that reaches the far
# row is crowned and may then move backwards too. A jump is compulsory; a piece that can
# jump again must go on jumping, except that crowning ends the move. A side that cannot
# move has lost.
#
# The board is printed with the print_char syscall: r R w W for the pieces, a space for an
# empty playable square and ASCII 219 for the squares no piece uses.
#
# A move is typed as the squares the piece visits, each as a row digit and a column digit:
# "5 1 4 2" steps from (5,1) to (4,2); "5 1 3 3 1 5" jumps twice. An empty line ends the game.

        .data
        .globl board, turn              # for tools that show the game (the board overlay)
board:      .space 256                  # 64 words
turn:       .word 0
backup:     .space 256                  # the board before a move, to undo a refused one
path:       .space 64                   # squares of the typed move: row, col bytes
line:       .space 64
dirs:       .word -1, -1,  -1, 1,  1, -1,  1, 1     # (row step, col step) by direction 0-3

d_title:    .asciiz "=== DRAUGHTS ===\nRed (r) plays up the board, white (w) down; R and W are kings.\n"
d_header:   .asciiz "\n  01234567\n"
d_red:      .asciiz "Red"
d_white:    .asciiz "White"
d_prompt:   .asciiz " to move (squares as row col digits, e.g. 5 1 4 2): "
d_wins:     .asciiz " cannot move. "
d_winner:   .asciiz " wins the game!\n"
d_bye:      .asciiz "Game abandoned.\n"
e_text:     .asciiz "Type at least two squares, each a row digit and a column digit.\n"
e_board:    .asciiz "That square is not on the board.\n"
e_mine:     .asciiz "There is none of your pieces on the first square.\n"
e_illegal:  .asciiz "That piece cannot go there.\n"
e_jump:     .asciiz "A jump is possible, so you must jump.\n"
e_step:     .asciiz "A plain move is a single step.\n"
e_crown:    .asciiz "Crowning ends the move.\n"
e_more:     .asciiz "That piece can jump again: go on jumping.\n"

        .text
        .globl main
main:
        la      $a0, d_title
        li      $v0, 4
        syscall
        la      $a0, board
        jal     init_board
        sw      $zero, turn
game_turn:
        la      $a0, board
        jal     print_board
        la      $a0, board
        lw      $a1, turn
        jal     has_move
        beqz    $v0, game_over
ask:
        lw      $a0, turn
        jal     print_side
        la      $a0, d_prompt
        li      $v0, 4
        syscall
        la      $a0, line
        li      $a1, 64
        li      $v0, 8
        syscall
        lbu     $t0, line
        beq     $t0, '\n', abandon
        beqz    $t0, abandon
        la      $a0, line
        la      $a1, path
        jal     parse_move              # $v0 = squares, or -1
        move    $a1, $v0
        la      $a0, e_text
        blt     $a1, 2, refuse
        la      $a0, board
        lw      $a2, turn
        jal     play_move               # $v0 = 0, or the message for a refused move
        move    $a0, $v0
        bnez    $v0, refuse
        lw      $t0, turn
        xori    $t0, $t0, 1
        sw      $t0, turn
        j       game_turn
refuse:
        li      $v0, 4
        syscall
        j       ask

game_over:
        lw      $a0, turn
        jal     print_side
        la      $a0, d_wins
        li      $v0, 4
        syscall
        lw      $a0, turn
        xori    $a0, $a0, 1
        jal     print_side
        la      $a0, d_winner
        li      $v0, 4
        syscall
        li      $v0, 10
        syscall
abandon:
        la      $a0, d_bye
        li      $v0, 4
        syscall
        li      $v0, 10
        syscall

# init_board(board): the starting position.
init_board:
        li      $t0, 0                  # square index
ib_square:
        srl     $t1, $t0, 3             # row
        andi    $t2, $t0, 7             # col
        add     $t3, $t1, $t2
        andi    $t3, $t3, 1
        li      $t4, 0
        bnez    $t3, ib_store           # row + col odd: never used
        li      $t4, 3                  # white man on rows 0-2
        blt     $t1, 3, ib_store
        li      $t4, 0
        blt     $t1, 5, ib_store
        li      $t4, 1                  # red man on rows 5-7
ib_store:
        sll     $t3, $t0, 2
        add     $t3, $t3, $a0
        sw      $t4, 0($t3)
        addi    $t0, $t0, 1
        blt     $t0, 64, ib_square
        jr      $ra

# print_board(board): column numbers, then each row with its number; one print_char per square.
print_board:
        move    $t9, $a0
        la      $a0, d_header
        li      $v0, 4
        syscall
        li      $t0, 0                  # row
pb_row:
        addi    $a0, $t0, '0'
        li      $v0, 11
        syscall
        li      $a0, ' '
        syscall
        li      $t1, 0                  # col
pb_square:
        sll     $t2, $t0, 3
        add     $t2, $t2, $t1
        sll     $t2, $t2, 2
        add     $t2, $t2, $t9
        lw      $t2, 0($t2)
        andi    $t3, $t2, 1
        beqz    $t3, pb_empty
        li      $a0, 'r'
        andi    $t3, $t2, 2
        beqz    $t3, pb_king
        li      $a0, 'w'
pb_king:
        andi    $t3, $t2, 4
        beqz    $t3, pb_show
        addi    $a0, $a0, -32           # kings in capitals
        j       pb_show
pb_empty:
        li      $a0, ' '
        add     $t3, $t0, $t1
        andi    $t3, $t3, 1
        beqz    $t3, pb_show
        li      $a0, 219                # a square no piece uses
pb_show:
        syscall
        addi    $t1, $t1, 1
        blt     $t1, 8, pb_square
        li      $a0, '\n'
        syscall
        addi    $t0, $t0, 1
        blt     $t0, 8, pb_row
        jr      $ra

# print_side(side): "Red" or "White".
print_side:
        bnez    $a0, ps_white
        la      $a0, d_red
        j       ps_print
ps_white:
        la      $a0, d_white
ps_print:
        li      $v0, 4
        syscall
        jr      $ra

# parse_move(text, path): the row/col digit pairs of text into path (bytes).
# $v0 = number of squares, or -1 when text holds anything but digits and blanks or an odd
# number of digits.
parse_move:
        li      $t0, 0                  # digits so far
pm_char:
        lbu     $t1, 0($a0)
        beqz    $t1, pm_end
        beq     $t1, '\n', pm_end
        addi    $a0, $a0, 1
        beq     $t1, ' ', pm_char
        beq     $t1, '\t', pm_char
        beq     $t1, '\r', pm_char
        blt     $t1, '0', pm_bad
        bgt     $t1, '9', pm_bad
        bge     $t0, 64, pm_bad
        addi    $t1, $t1, -48
        add     $t2, $a1, $t0
        sb      $t1, 0($t2)
        addi    $t0, $t0, 1
        j       pm_char
pm_end:
        andi    $t1, $t0, 1
        bnez    $t1, pm_bad
        srl     $v0, $t0, 1
        jr      $ra
pm_bad:
        li      $v0, -1
        jr      $ra

# look(board, row, col, dir): what the piece on (row, col) can do in direction dir (0-3):
# $v0 = 2 it can jump, 1 it can step, 0 neither (also for an empty square).
look:
        sll     $t0, $a1, 3
        add     $t0, $t0, $a2
        sll     $t0, $t0, 2
        add     $t0, $t0, $a0
        lw      $t1, 0($t0)             # $t1 = the piece
        li      $v0, 0
        andi    $t0, $t1, 1
        beqz    $t0, look_done
        sll     $t0, $a3, 3
        la      $t2, dirs
        add     $t0, $t0, $t2
        lw      $t2, 0($t0)             # $t2 = row step
        lw      $t3, 4($t0)             # $t3 = col step
        andi    $t0, $t1, 4
        bnez    $t0, look_ahead         # kings go both ways
        andi    $t0, $t1, 2
        addi    $t0, $t0, -1            # forward: red -1, white +1
        bne     $t0, $t2, look_done
look_ahead:
        add     $t4, $a1, $t2           # the next square
        add     $t5, $a2, $t3
        bltz    $t4, look_done
        bgt     $t4, 7, look_done
        bltz    $t5, look_done
        bgt     $t5, 7, look_done
        sll     $t0, $t4, 3
        add     $t0, $t0, $t5
        sll     $t0, $t0, 2
        add     $t0, $t0, $a0
        lw      $t6, 0($t0)
        bnez    $t6, look_jump
        li      $v0, 1
        jr      $ra
look_jump:
        xor     $t6, $t6, $t1           # the next square must hold the other colour
        andi    $t6, $t6, 2
        beqz    $t6, look_done
        add     $t4, $t4, $t2           # and the one behind it must be free
        add     $t5, $t5, $t3
        bltz    $t4, look_done
        bgt     $t4, 7, look_done
        bltz    $t5, look_done
        bgt     $t5, 7, look_done
        sll     $t0, $t4, 3
        add     $t0, $t0, $t5
        sll     $t0, $t0, 2
        add     $t0, $t0, $a0
        lw      $t6, 0($t0)
        bnez    $t6, look_done
        li      $v0, 2
look_done:
        jr      $ra

# can_jump(board, row, col): 1 if the piece on (row, col) has a jump, else 0.
can_jump:
        addi    $sp, $sp, -8
        sw      $ra, 4($sp)
        sw      $s0, 0($sp)
        li      $s0, 0
cj_dir:
        move    $a3, $s0
        jal     look
        beq     $v0, 2, cj_yes
        addi    $s0, $s0, 1
        blt     $s0, 4, cj_dir
        li      $v0, 0
        j       cj_return
cj_yes:
        li      $v0, 1
cj_return:
        lw      $ra, 4($sp)
        lw      $s0, 0($sp)
        addi    $sp, $sp, 8
        jr      $ra

# side_can(board, side, kind): 1 if a piece of side can do kind (2 jump, 1 step or jump).
side_can:
        addi    $sp, $sp, -24
        sw      $ra, 20($sp)
        sw      $s0, 16($sp)
        sw      $s1, 12($sp)
        sw      $s2, 8($sp)
        sw      $s3, 4($sp)
        sw      $s4, 0($sp)
        move    $s0, $a0
        move    $s1, $a1
        move    $s2, $a2
        li      $s3, 0                  # square index
sca_square:
        sll     $t0, $s3, 2
        add     $t0, $t0, $s0
        lw      $t0, 0($t0)
        andi    $t1, $t0, 1
        beqz    $t1, sca_next
        srl     $t1, $t0, 1
        andi    $t1, $t1, 1
        bne     $t1, $s1, sca_next      # not this side's piece
        li      $s4, 0                  # direction
sca_dir:
        move    $a0, $s0
        srl     $a1, $s3, 3
        andi    $a2, $s3, 7
        move    $a3, $s4
        jal     look
        bge     $v0, $s2, sca_yes
        addi    $s4, $s4, 1
        blt     $s4, 4, sca_dir
sca_next:
        addi    $s3, $s3, 1
        blt     $s3, 64, sca_square
        li      $v0, 0
        j       sca_return
sca_yes:
        li      $v0, 1
sca_return:
        lw      $ra, 20($sp)
        lw      $s0, 16($sp)
        lw      $s1, 12($sp)
        lw      $s2, 8($sp)
        lw      $s3, 4($sp)
        lw      $s4, 0($sp)
        addi    $sp, $sp, 24
        jr      $ra

# must_jump(board, side): 1 if side has a jump (and so must take one).
must_jump:
        li      $a2, 2
        j       side_can

# has_move(board, side): 1 if side can move at all.
has_move:
        li      $a2, 1
        j       side_can

# play_move(board, squares, side): make the move in path (squares entries) for side.
# $v0 = 0 when it was legal and is made; otherwise the address of the reason and the board
# is as before.
play_move:
        addi    $sp, $sp, -32
        sw      $ra, 28($sp)
        sw      $s0, 24($sp)
        sw      $s1, 20($sp)
        sw      $s2, 16($sp)
        sw      $s3, 12($sp)
        sw      $s4, 8($sp)
        sw      $s5, 4($sp)
        sw      $s6, 0($sp)
        move    $s0, $a0                # $s0 = board
        move    $s1, $a1                # $s1 = squares
        move    $s2, $a2                # $s2 = side
        li      $t0, 0                  # keep a copy to put back if the move is refused
        la      $t1, backup
pm_save:
        add     $t2, $s0, $t0
        lw      $t3, 0($t2)
        add     $t2, $t1, $t0
        sw      $t3, 0($t2)
        addi    $t0, $t0, 4
        blt     $t0, 256, pm_save
        la      $t0, path               # every square on the board?
        sll     $t1, $s1, 1
        add     $t1, $t1, $t0
pm_check:
        lbu     $t2, 0($t0)
        la      $v0, e_board
        bgt     $t2, 7, pm_refuse
        addi    $t0, $t0, 1
        bne     $t0, $t1, pm_check
        la      $t0, path               # the piece on the first square
        lbu     $t1, 0($t0)
        lbu     $t2, 1($t0)
        sll     $t3, $t1, 3
        add     $t3, $t3, $t2
        sll     $t3, $t3, 2
        add     $t3, $t3, $s0
        lw      $s3, 0($t3)             # $s3 = the moving piece
        la      $v0, e_mine
        andi    $t4, $s3, 1
        beqz    $t4, pm_refuse
        srl     $t4, $s3, 1
        andi    $t4, $t4, 1
        bne     $t4, $s2, pm_refuse
        move    $a0, $s0
        move    $a1, $s2
        jal     must_jump
        move    $s6, $v0                # $s6 = a jump is due
        li      $s4, 1                  # $s4 = index of the square being moved to
pm_segment:
        la      $t0, path
        sll     $t1, $s4, 1
        add     $t0, $t0, $t1
        lbu     $t6, -2($t0)            # from (t6, t7)
        lbu     $t7, -1($t0)
        lbu     $t8, 0($t0)             # to (t8, t9)
        lbu     $t9, 1($t0)
        sub     $t2, $t8, $t6           # row step
        sub     $t3, $t9, $t7           # col step
        abs     $t4, $t2
        abs     $t5, $t3
        la      $v0, e_illegal
        bne     $t4, $t5, pm_refuse
        beq     $t4, 1, pm_step
        bne     $t4, 2, pm_refuse
        sra     $t2, $t2, 1             # a jump: direction from the halved steps
        sra     $t3, $t3, 1
        sgt     $t4, $t2, $zero
        sll     $t4, $t4, 1
        sgt     $t5, $t3, $zero
        or      $a3, $t4, $t5
        move    $a0, $s0
        move    $a1, $t6
        move    $a2, $t7
        jal     look
        la      $t0, path               # look used the $t registers: reload the segment
        sll     $t1, $s4, 1
        add     $t0, $t0, $t1
        lbu     $t6, -2($t0)
        lbu     $t7, -1($t0)
        lbu     $t8, 0($t0)
        lbu     $t9, 1($t0)
        bne     $v0, 2, pm_illegal
        sll     $t0, $t6, 3             # lift the piece
        add     $t0, $t0, $t7
        sll     $t0, $t0, 2
        add     $t0, $t0, $s0
        sw      $zero, 0($t0)
        add     $t1, $t6, $t8           # take the jumped piece
        srl     $t1, $t1, 1
        add     $t2, $t7, $t9
        srl     $t2, $t2, 1
        sll     $t0, $t1, 3
        add     $t0, $t0, $t2
        sll     $t0, $t0, 2
        add     $t0, $t0, $s0
        sw      $zero, 0($t0)
        move    $a0, $t8
        move    $a1, $s3
        jal     crown                   # $v1 = the piece, crowned if it reached the far row
        move    $s3, $v1                # ($v0 = 1 then)
        sll     $t0, $t8, 3             # put the piece down
        add     $t0, $t0, $t9
        sll     $t0, $t0, 2
        add     $t0, $t0, $s0
        sw      $s3, 0($t0)
        addi    $s4, $s4, 1
        beqz    $v0, pm_jumped
        la      $v0, e_crown
        blt     $s4, $s1, pm_refuse     # squares left after crowning
        j       pm_done
pm_jumped:
        blt     $s4, $s1, pm_segment
        move    $a0, $s0                # the last square: no further jump may be left
        move    $a1, $t8
        move    $a2, $t9
        jal     can_jump
        la      $t0, e_more
        move    $t1, $v0
        move    $v0, $t0
        bnez    $t1, pm_refuse
        j       pm_done

pm_step:
        la      $v0, e_step
        bne     $s1, 2, pm_refuse
        la      $v0, e_jump
        bnez    $s6, pm_refuse
        sgt     $t4, $t2, $zero
        sll     $t4, $t4, 1
        sgt     $t5, $t3, $zero
        or      $a3, $t4, $t5
        move    $a0, $s0
        move    $a1, $t6
        move    $a2, $t7
        jal     look
        bne     $v0, 1, pm_illegal
        la      $t0, path
        lbu     $t6, 0($t0)
        lbu     $t7, 1($t0)
        lbu     $t8, 2($t0)
        lbu     $t9, 3($t0)
        sll     $t0, $t6, 3
        add     $t0, $t0, $t7
        sll     $t0, $t0, 2
        add     $t0, $t0, $s0
        sw      $zero, 0($t0)
        move    $a0, $t8
        move    $a1, $s3
        jal     crown
        move    $s3, $v1
        sll     $t0, $t8, 3
        add     $t0, $t0, $t9
        sll     $t0, $t0, 2
        add     $t0, $t0, $s0
        sw      $s3, 0($t0)
pm_done:
        li      $v0, 0
        j       pm_return
pm_illegal:
        la      $v0, e_illegal
pm_refuse:
        li      $t0, 0                  # put the board back
        la      $t1, backup
pm_restore:
        add     $t2, $t1, $t0
        lw      $t3, 0($t2)
        add     $t2, $s0, $t0
        sw      $t3, 0($t2)
        addi    $t0, $t0, 4
        blt     $t0, 256, pm_restore
pm_return:
        lw      $ra, 28($sp)
        lw      $s0, 24($sp)
        lw      $s1, 20($sp)
        lw      $s2, 16($sp)
        lw      $s3, 12($sp)
        lw      $s4, 8($sp)
        lw      $s5, 4($sp)
        lw      $s6, 0($sp)
        addi    $sp, $sp, 32
        jr      $ra

# crown(row, piece): a man arriving on its far row (0 for red, 7 for white) becomes a king.
# $v1 = the piece (crowned or not), $v0 = 1 if it was crowned. Keeps $t8/$t9.
crown:
        li      $v0, 0
        move    $v1, $a1
        andi    $t0, $a1, 4
        bnez    $t0, cr_done            # already a king
        andi    $t0, $a1, 2
        li      $t1, 0                  # red's far row
        beqz    $t0, cr_row
        li      $t1, 7
cr_row:
        bne     $a0, $t1, cr_done
        ori     $v1, $a1, 4
        li      $v0, 1
cr_done:
        jr      $ra
