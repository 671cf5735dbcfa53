# Four in a Row -- a two-player console game for MARS 4.5 (MIPS32).
#
# A 7-column, 6-row upright grid. A piece dropped into a column falls to the lowest free
# cell. Four of a kind in a line (up, across or on either diagonal) wins; a full grid with no
# line is a draw.
#
# Flow of a game:
#   1. type 1 to play (anything else says goodbye);
#   2. the starting player is chosen at random (syscall 42);
#   3. that player picks a piece, x or o; the other player gets the other one;
#   4. players take turns typing a column 0-6. Typing -5 instead lets the player who has just
#      moved take that move back (3 times per game each, never on an empty grid);
#   5. a column outside 0-6 or a full column is a violation and the move is asked again;
#      a player's third violation loses the game;
#   6. the winner (or the draw) is announced and the program exits.
#
# Syscalls used: 1 print int, 4 print string, 5 read int, 10 exit, 11 print char,
# 12 read char, 42 random int range; 40 seeds the random stream when the program gets an
# argument, so a scripted game is reproducible:
#   java -jar Mars.jar nc four_in_a_row.asm pa 7 < games/win_vertical.txt
#
# The grid is 42 bytes, row-major from the bottom row: cell (row, col) is grid[row*7+col] and
# holds 0 when empty or the piece character ('X' or 'O').

        .data
grid:       .space 42
heights:    .space 7                # pieces already in each column
pieces:     .space 2                # the piece character of player 1 and of player 2
            .align 2
undos:      .word 3, 3              # take-backs left, per player
fouls:      .word 0, 0              # violations so far, per player
steps:      .word 1, 0,  0, 1,  1, 1,  1, -1    # (row step, col step) of the four line kinds

t_title:    .asciiz "*** FOUR IN A ROW ***\n"
t_play:     .asciiz "Press 1 to play: "
t_bye:      .asciiz "Maybe next time. Bye!\n"
t_player:   .asciiz "Player "
t_first:    .asciiz " goes first.\n"
t_pick:     .asciiz ", pick your piece (x or o): "
t_badpick:  .asciiz "Only x or o, please.\n"
t_plays:    .asciiz " plays "
t_turn:     .asciiz ", your column (0-6"
t_orundo:   .asciiz ", or -5 to undo"
t_close:    .asciiz "): "
t_range:    .asciiz "There is no such column."
t_full:     .asciiz "That column is full."
t_foul:     .asciiz " Violation "
t_of3:      .asciiz "/3.\n"
t_fouled:   .asciiz " has 3 violations and loses the game.\n"
t_empty:    .asciiz "There is no move to undo.\n"
t_noundo:   .asciiz " has no undo left.\n"
t_undone:   .asciiz " undoes the move in column "
t_left:     .asciiz " (undos left: "
t_paren:    .asciiz ")\n"
t_wins:     .asciiz " is the winner!\n"
t_draw:     .asciiz "The grid is full. DRAW!\n"
t_axis:     .asciiz "  0 1 2 3 4 5 6\n"

        .text
        .globl main
main:
        move    $s4, $a0                # argc
        move    $s5, $a1                # argv
        la      $a0, t_title
        li      $v0, 4
        syscall
        blez    $s4, ask_play           # an argument seeds random stream 0
        lw      $a0, 0($s5)
        jal     atoi
        beqz    $v1, ask_play
        li      $a0, 0
        move    $a1, $v0
        li      $v0, 40
        syscall

ask_play:
        la      $a0, t_play
        li      $v0, 4
        syscall
        li      $v0, 5
        syscall
        li      $t0, 1
        beq     $v0, $t0, start
        la      $a0, t_bye
        li      $v0, 4
        syscall
        j       quit

start:
        li      $a0, 0                  # starting player: 0 or 1
        li      $a1, 2
        li      $v0, 42
        syscall
        move    $s0, $a0                # $s0 = player to move
        jal     print_player_name
        la      $a0, t_first
        li      $v0, 4
        syscall

pick:
        move    $a0, $s0
        jal     print_player_name
        la      $a0, t_pick
        li      $v0, 4
        syscall
        li      $v0, 12
        syscall
        move    $t1, $v0
        li      $a0, '\n'
        li      $v0, 11
        syscall
        ori     $t1, $t1, 0x20          # X -> x, O -> o
        li      $t2, 'x'
        li      $t3, 'o'
        beq     $t1, $t2, picked        # chooser X, other O
        beq     $t1, $t3, picked_o
        la      $a0, t_badpick
        li      $v0, 4
        syscall
        j       pick
picked_o:
        li      $t3, 'x'
picked:
        addi    $t1, $t1, -32           # pieces are shown in capitals
        addi    $t3, $t3, -32
        la      $t0, pieces
        add     $t4, $t0, $s0
        sb      $t1, 0($t4)
        xori    $t5, $s0, 1
        add     $t4, $t0, $t5
        sb      $t3, 0($t4)
        li      $a0, 0
        jal     print_player_piece
        li      $a0, 1
        jal     print_player_piece
        li      $s1, 0                  # $s1 = pieces on the grid
        li      $s2, -1                 # $s2 = column of the last move, -1 when none to undo
        li      $s3, 0                  # $s3 = the player who made that move

turn:
        jal     print_grid
ask_column:
        move    $a0, $s0
        jal     print_player_name
        la      $a0, t_turn
        li      $v0, 4
        syscall
        bltz    $s2, ask_close
        la      $a0, t_orundo
        li      $v0, 4
        syscall
ask_close:
        la      $a0, t_close
        li      $v0, 4
        syscall
        li      $v0, 5
        syscall
        move    $a0, $v0
        li      $t0, -5
        beq     $a0, $t0, undo
        bltz    $a0, no_column
        li      $t0, 7
        bge     $a0, $t0, no_column
        jal     drop                    # $v0 = row the piece landed on, -1 if full
        bltz    $v0, column_full
        addi    $s1, $s1, 1
        move    $s2, $a0
        move    $s3, $s0
        move    $a1, $a0                # four_from(row, col)
        move    $a0, $v0
        jal     four_from
        bnez    $v0, winner
        li      $t0, 42
        beq     $s1, $t0, draw
        xori    $s0, $s0, 1
        j       turn

no_column:
        la      $a0, t_range
        j       violation
column_full:
        la      $a0, t_full
violation:
        li      $v0, 4
        syscall
        la      $a0, t_foul
        syscall
        la      $t0, fouls
        sll     $t1, $s0, 2
        add     $t0, $t0, $t1
        lw      $t1, 0($t0)
        addi    $t1, $t1, 1
        sw      $t1, 0($t0)
        move    $a0, $t1
        li      $v0, 1
        syscall
        la      $a0, t_of3
        li      $v0, 4
        syscall
        li      $t0, 3
        blt     $t1, $t0, ask_column
        move    $a0, $s0
        jal     print_player_name
        la      $a0, t_fouled
        li      $v0, 4
        syscall
        xori    $s0, $s0, 1             # the other player wins
        move    $a0, $s0
        jal     print_player_name
        la      $a0, t_wins
        li      $v0, 4
        syscall
        j       quit

undo:
        bgez    $s2, undo_mover
        la      $a0, t_empty
        li      $v0, 4
        syscall
        j       ask_column
undo_mover:
        la      $t0, undos
        sll     $t1, $s3, 2
        add     $t0, $t0, $t1
        lw      $t1, 0($t0)
        bgtz    $t1, undo_do
        move    $a0, $s3
        jal     print_player_name
        la      $a0, t_noundo
        li      $v0, 4
        syscall
        j       ask_column
undo_do:
        addi    $t1, $t1, -1
        sw      $t1, 0($t0)
        la      $t2, heights            # lift the top piece of column $s2
        add     $t2, $t2, $s2
        lbu     $t3, 0($t2)
        addi    $t3, $t3, -1
        sb      $t3, 0($t2)
        li      $t4, 7
        mul     $t4, $t3, $t4
        add     $t4, $t4, $s2
        la      $t5, grid
        add     $t4, $t4, $t5
        sb      $zero, 0($t4)
        addi    $s1, $s1, -1
        move    $s0, $s3                # the same player moves again
        move    $a0, $s0
        jal     print_player_name
        la      $a0, t_undone
        li      $v0, 4
        syscall
        move    $a0, $s2
        li      $v0, 1
        syscall
        la      $a0, t_left
        li      $v0, 4
        syscall
        la      $t0, undos
        sll     $t1, $s0, 2
        add     $t0, $t0, $t1
        lw      $a0, 0($t0)
        li      $v0, 1
        syscall
        la      $a0, t_paren
        li      $v0, 4
        syscall
        li      $s2, -1                 # only the latest move can be taken back
        j       turn

winner:
        jal     print_grid
        move    $a0, $s0
        jal     print_player_name
        la      $a0, t_wins
        li      $v0, 4
        syscall
        j       quit

draw:
        jal     print_grid
        la      $a0, t_draw
        li      $v0, 4
        syscall
quit:
        li      $v0, 10
        syscall

# drop(col): put the piece of player $s0 into column col.
# Returns $v0 = the row it landed on, or -1 when the column is full ($a0 is kept).
drop:
        la      $t0, heights
        add     $t0, $t0, $a0
        lbu     $v0, 0($t0)
        li      $t1, 6
        blt     $v0, $t1, drop_room
        li      $v0, -1
        jr      $ra
drop_room:
        addi    $t1, $v0, 1
        sb      $t1, 0($t0)
        li      $t1, 7
        mul     $t1, $v0, $t1
        add     $t1, $t1, $a0
        la      $t2, grid
        add     $t1, $t1, $t2
        la      $t2, pieces
        add     $t2, $t2, $s0
        lbu     $t2, 0($t2)
        sb      $t2, 0($t1)
        jr      $ra

# four_from(row, col): 1 if the piece at (row, col) is part of four or more in a line, else 0.
four_from:
        li      $t0, 7
        mul     $t0, $a0, $t0
        add     $t0, $t0, $a1
        la      $t9, grid
        add     $t0, $t0, $t9
        lbu     $t8, 0($t0)             # $t8 = the piece
        la      $t7, steps
        li      $t6, 4                  # line kinds left
ff_kind:
        lw      $t4, 0($t7)             # row step
        lw      $t5, 4($t7)             # col step
        li      $v0, 1                  # run length through (row, col)
        li      $t3, 2                  # both directions
ff_dir:
        add     $t0, $a0, $t4
        add     $t1, $a1, $t5
ff_walk:
        bltz    $t0, ff_dir_end
        bge     $t0, 6, ff_dir_end
        bltz    $t1, ff_dir_end
        bge     $t1, 7, ff_dir_end
        li      $t2, 7
        mul     $t2, $t0, $t2
        add     $t2, $t2, $t1
        add     $t2, $t2, $t9
        lbu     $t2, 0($t2)
        bne     $t2, $t8, ff_dir_end
        addi    $v0, $v0, 1
        add     $t0, $t0, $t4
        add     $t1, $t1, $t5
        j       ff_walk
ff_dir_end:
        sub     $t4, $zero, $t4         # now the opposite direction
        sub     $t5, $zero, $t5
        addi    $t3, $t3, -1
        bnez    $t3, ff_dir
        bge     $v0, 4, ff_yes
        addi    $t7, $t7, 8
        addi    $t6, $t6, -1
        bnez    $t6, ff_kind
        li      $v0, 0
        jr      $ra
ff_yes:
        li      $v0, 1
        jr      $ra

# print_grid(): the grid, top row first, then the column numbers.
print_grid:
        li      $a0, '\n'
        li      $v0, 11
        syscall
        li      $t0, 5                  # row
        la      $t9, grid
pg_row:
        li      $t1, 0                  # col
pg_cell:
        li      $a0, '|'
        li      $v0, 11
        syscall
        li      $t2, 7
        mul     $t2, $t0, $t2
        add     $t2, $t2, $t1
        add     $t2, $t2, $t9
        lbu     $a0, 0($t2)
        bnez    $a0, pg_show
        li      $a0, ' '
pg_show:
        syscall
        addi    $t1, $t1, 1
        blt     $t1, 7, pg_cell
        li      $a0, '|'
        syscall
        li      $a0, '\n'
        syscall
        addi    $t0, $t0, -1
        bgez    $t0, pg_row
        la      $a0, t_axis
        li      $v0, 4
        syscall
        jr      $ra

# print_player_name(p): "Player <p+1>".
print_player_name:
        move    $t0, $a0
        la      $a0, t_player
        li      $v0, 4
        syscall
        addi    $a0, $t0, 1
        li      $v0, 1
        syscall
        jr      $ra

# print_player_piece(p): "Player <p+1> plays <piece>\n".
print_player_piece:
        addi    $sp, $sp, -8
        sw      $ra, 4($sp)
        sw      $a0, 0($sp)
        jal     print_player_name
        la      $a0, t_plays
        li      $v0, 4
        syscall
        lw      $t0, 0($sp)
        la      $t1, pieces
        add     $t1, $t1, $t0
        lbu     $a0, 0($t1)
        li      $v0, 11
        syscall
        li      $a0, '\n'
        syscall
        lw      $ra, 4($sp)
        addi    $sp, $sp, 8
        jr      $ra

# atoi(s): $v0 = the decimal number in string s (optional '-'), $v1 = 1 if s was one, else 0.
atoi:
        li      $v0, 0
        li      $v1, 0
        li      $t2, 1                  # sign
        lbu     $t0, 0($a0)
        bne     $t0, '-', atoi_digit
        li      $t2, -1
        addi    $a0, $a0, 1
atoi_digit:
        lbu     $t0, 0($a0)
        beqz    $t0, atoi_end
        addi    $t0, $t0, -48
        bltz    $t0, atoi_bad
        bgt     $t0, 9, atoi_bad
        mul     $v0, $v0, 10
        add     $v0, $v0, $t0
        li      $v1, 1
        addi    $a0, $a0, 1
        j       atoi_digit
atoi_bad:
        li      $v1, 0
        jr      $ra
atoi_end:
        mul     $v0, $v0, $t2
        jr      $ra
