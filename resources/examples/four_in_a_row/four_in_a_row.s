# Four in a Row: a two-player console game for RARS (RV32).
#
# Seven columns, six rows. A piece dropped into a column falls to the lowest free cell; four
# pieces of one kind in a line (across, up, or on either diagonal) win, a full board is a draw.
# A random player starts and chooses X or O. At a prompt a player may type -5 to let the
# previous player take back that move (3 take-backs per player per game). Choosing a column
# that does not exist or is full is a violation; the third violation loses the game.
# An empty line ends the program (so a script that runs out of input stops cleanly).
#
# Optional program argument: a number that seeds the random stream, for reproducible runs:
#   java -jar rars.jar nc four_in_a_row.s pa 7 < game.txt
#
# The board is 42 bytes, row-major from the bottom row: cell (row, col) is board[row*7+col],
# holding 0 for empty or the ASCII code of the piece.

.data
board:     .space 42
heights:   .space 7             # pieces in each column
pieces:    .space 2             # piece character of player 1 and player 2
.align 2
undos:     .word 3, 3           # take-backs left per player
fouls:     .word 0, 0           # violations per player
dirs:      .word 0, 1, 1, 0, 1, 1, 1, -1    # (row step, column step) of the four lines
line:      .space 32

s_title:   .asciz "=== FOUR IN A ROW ===\n"
s_play:    .asciz "\nEnter 1 to play a game (anything else quits): "
s_bye:     .asciz "Goodbye!\n"
s_quit:    .asciz "\nNo input: the game is abandoned.\n"
s_player:  .asciz "Player "
s_starts:  .asciz " starts (chosen at random).\n"
s_pick:    .asciz ", pick your piece (X or O): "
s_badpick: .asciz "Please answer X or O.\n"
s_and:     .asciz ", "
s_dot:     .asciz ".\n"
s_choose:  .asciz ", choose a column (0-6)"
s_undo:    .asciz " or -5 to take back the last move"
s_colon:   .asciz ": "
s_nonum:   .asciz "That is not a column number."
s_range:   .asciz "Column out of range: choose 0 to 6."
s_full:    .asciz "That column is full."
s_viol:    .asciz " Violation "
s_of3:     .asciz " of 3 for "
s_lose:    .asciz " has made 3 violations and loses. "
s_wins:    .asciz " wins!\n"
s_four:    .asciz " connects four! "
s_draw:    .asciz "The board is full: the game is a draw.\n"
s_nothing: .asciz "There is no move to take back.\n"
s_noundo:  .asciz " has no take-backs left.\n"
s_takes:   .asciz " takes back the move in column "
s_left:    .asciz " (take-backs left: "
s_close:   .asciz ").\n"
s_cols:    .asciz "  0 1 2 3 4 5 6\n"

.text
.globl main
main:
    # a0 = argc, a1 = argv (program arguments). A first argument seeds random stream 0.
    mv s4, a0
    mv s5, a1
    la a0, s_title
    li a7, 4
    ecall
    blez s4, ask_play
    lw a0, 0(s5)
    jal parse_int
    li t0, 1
    bne a1, t0, ask_play
    mv a1, a0
    li a0, 0
    li a7, 40                   # RandSeed
    ecall

ask_play:
    la a0, s_play
    li a7, 4
    ecall
    jal read_number
    li t0, 1
    bne a1, t0, goodbye
    bne a0, t0, goodbye
    jal reset_game
    li a0, 0
    li a1, 2
    li a7, 42                   # RandIntRange: 0 or 1
    ecall
    mv s0, a0                   # s0 = current player (0 or 1)
    la a0, s_player
    li a7, 4
    ecall
    addi a0, s0, 1
    li a7, 1
    ecall
    la a0, s_starts
    li a7, 4
    ecall

pick_piece:
    la a0, s_player
    li a7, 4
    ecall
    addi a0, s0, 1
    li a7, 1
    ecall
    la a0, s_pick
    li a7, 4
    ecall
    la a0, line
    li a1, 32
    li a7, 8
    ecall
    la t0, line
    lbu t1, 0(t0)
    li t2, 10
    beq t1, t2, abandon         # empty line
    beqz t1, abandon
    lbu t3, 1(t0)               # exactly one character
    beq t3, t2, pick_one
    li t2, 13
    beq t3, t2, pick_one
    beqz t3, pick_one
    j pick_bad
pick_one:
    li t2, 'a'
    blt t1, t2, pick_upper
    addi t1, t1, -32            # lower case to upper case
pick_upper:
    li t2, 'X'
    li t3, 'O'
    beq t1, t2, pick_ok
    beq t1, t3, pick_o
pick_bad:
    la a0, s_badpick
    li a7, 4
    ecall
    j pick_piece
pick_o:
    li t3, 'X'
pick_ok:
    la t0, pieces
    add t4, t0, s0
    sb t1, 0(t4)                # chooser's piece
    xori t5, s0, 1
    add t4, t0, t5
    sb t3, 0(t4)                # the other one
    li a0, 0
    jal print_player
    la a0, s_and
    li a7, 4
    ecall
    li a0, 1
    jal print_player
    la a0, s_dot
    li a7, 4
    ecall
    li s1, 0                    # s1 = pieces on the board
    li s2, -1                   # s2 = column of the last move that may be taken back, or -1
    li s3, 0                    # s3 = player who made that move

turn:
    jal print_board
prompt:
    mv a0, s0
    jal print_player
    la a0, s_choose
    li a7, 4
    ecall
    bltz s2, prompt_end
    la a0, s_undo
    li a7, 4
    ecall
prompt_end:
    la a0, s_colon
    li a7, 4
    ecall
    jal read_number
    li t0, 2
    beq a1, t0, abandon
    beqz a1, bad_number
    li t0, -5
    beq a0, t0, take_back
    bltz a0, bad_range
    li t0, 7
    bge a0, t0, bad_range
    la t1, heights
    add t1, t1, a0
    lbu t2, 0(t1)               # t2 = row where the piece lands
    li t0, 6
    bge t2, t0, bad_full

    # drop the piece
    addi t3, t2, 1
    sb t3, 0(t1)
    li t0, 7
    mul t4, t2, t0
    add t4, t4, a0
    la t5, board
    add t4, t4, t5
    la t5, pieces
    add t5, t5, s0
    lbu a2, 0(t5)
    sb a2, 0(t4)
    addi s1, s1, 1
    mv s2, a0
    mv s3, s0
    mv a1, a0                   # check_win(row, col, piece)
    mv a0, t2
    jal check_win
    bnez a0, won
    li t0, 42
    beq s1, t0, drawn
    xori s0, s0, 1
    j turn

won:
    jal print_board
    mv a0, s0
    jal print_player
    la a0, s_four
    li a7, 4
    ecall
    la a0, s_player
    li a7, 4
    ecall
    addi a0, s0, 1
    li a7, 1
    ecall
    la a0, s_wins
    li a7, 4
    ecall
    j ask_play

drawn:
    jal print_board
    la a0, s_draw
    li a7, 4
    ecall
    j ask_play

take_back:
    bgez s2, tb_have
    la a0, s_nothing
    li a7, 4
    ecall
    j prompt
tb_have:
    la t0, undos
    slli t1, s3, 2
    add t0, t0, t1
    lw t1, 0(t0)
    bgtz t1, tb_do
    mv a0, s3
    jal print_player
    la a0, s_noundo
    li a7, 4
    ecall
    j prompt
tb_do:
    addi t1, t1, -1
    sw t1, 0(t0)
    la t0, heights
    add t0, t0, s2
    lbu t2, 0(t0)
    addi t2, t2, -1
    sb t2, 0(t0)
    li t3, 7
    mul t3, t2, t3
    add t3, t3, s2
    la t4, board
    add t3, t3, t4
    sb zero, 0(t3)
    addi s1, s1, -1
    mv a0, s3
    jal print_player
    la a0, s_takes
    li a7, 4
    ecall
    mv a0, s2
    li a7, 1
    ecall
    la a0, s_left
    li a7, 4
    ecall
    la t0, undos
    slli t1, s3, 2
    add t0, t0, t1
    lw a0, 0(t0)
    li a7, 1
    ecall
    la a0, s_close
    li a7, 4
    ecall
    mv s0, s3                   # that player moves again
    li s2, -1
    j turn

bad_number:
    la a0, s_nonum
    j violation
bad_range:
    la a0, s_range
    j violation
bad_full:
    la a0, s_full
violation:
    li a7, 4
    ecall
    la a0, s_viol
    li a7, 4
    ecall
    la t0, fouls
    slli t1, s0, 2
    add t0, t0, t1
    lw t1, 0(t0)
    addi t1, t1, 1
    sw t1, 0(t0)
    mv a0, t1
    li a7, 1
    ecall
    la a0, s_of3
    li a7, 4
    ecall
    la a0, s_player
    li a7, 4
    ecall
    addi a0, s0, 1
    li a7, 1
    ecall
    la a0, s_dot
    li a7, 4
    ecall
    la t0, fouls
    slli t1, s0, 2
    add t0, t0, t1
    lw t1, 0(t0)
    li t2, 3
    blt t1, t2, prompt
    mv a0, s0
    jal print_player
    la a0, s_lose
    li a7, 4
    ecall
    la a0, s_player
    li a7, 4
    ecall
    xori a0, s0, 1
    addi a0, a0, 1
    li a7, 1
    ecall
    la a0, s_wins
    li a7, 4
    ecall
    j ask_play

abandon:
    la a0, s_quit
    li a7, 4
    ecall
goodbye:
    la a0, s_bye
    li a7, 4
    ecall
    li a7, 10
    ecall

# reset_game(): empty board, full take-back allowance, no violations.
reset_game:
    la t0, board
    li t1, 49                   # board and heights are adjacent: 42 + 7 bytes
rg_clear:
    sb zero, 0(t0)
    addi t0, t0, 1
    addi t1, t1, -1
    bnez t1, rg_clear
    la t0, undos
    li t1, 3
    sw t1, 0(t0)
    sw t1, 4(t0)
    la t0, fouls
    sw zero, 0(t0)
    sw zero, 4(t0)
    ret

# print_player(a0 = player index): prints "Player N (P)".
print_player:
    mv t0, a0
    la a0, s_player
    li a7, 4
    ecall
    addi a0, t0, 1
    li a7, 1
    ecall
    li a0, ' '
    li a7, 11
    ecall
    li a0, '('
    ecall
    la t1, pieces
    add t1, t1, t0
    lbu a0, 0(t1)
    ecall
    li a0, ')'
    ecall
    ret

# print_board(): the grid from the top row down, then the column numbers.
print_board:
    li a7, 11
    li a0, '\n'
    ecall
    li t0, 5                    # row
pb_row:
    li a0, ' '
    ecall
    li a0, '|'
    ecall
    li t1, 0                    # column
pb_col:
    li t2, 7
    mul t3, t0, t2
    add t3, t3, t1
    la t4, board
    add t4, t4, t3
    lbu a0, 0(t4)
    bnez a0, pb_put
    li a0, ' '
pb_put:
    ecall
    li a0, '|'
    ecall
    addi t1, t1, 1
    blt t1, t2, pb_col
    li a0, '\n'
    ecall
    addi t0, t0, -1
    bgez t0, pb_row
    la a0, s_cols
    li a7, 4
    ecall
    ret

# check_win(a0 = row, a1 = col, a2 = piece) -> a0 = 1 if the piece at (row, col) is part of
# four or more in a line, else 0.
check_win:
    la t6, dirs
    li t5, 4                    # lines left to check
cw_line:
    lw t3, 0(t6)                # row step
    lw t4, 4(t6)                # column step
    li a3, 1                    # pieces in this line so far
    mv t0, a0
    mv t1, a1
cw_fwd:
    add t0, t0, t3
    add t1, t1, t4
    bltz t0, cw_back0
    li t2, 6
    bge t0, t2, cw_back0
    bltz t1, cw_back0
    li t2, 7
    bge t1, t2, cw_back0
    mul t2, t0, t2
    add t2, t2, t1
    la a4, board
    add t2, t2, a4
    lbu t2, 0(t2)
    bne t2, a2, cw_back0
    addi a3, a3, 1
    j cw_fwd
cw_back0:
    mv t0, a0
    mv t1, a1
cw_back:
    sub t0, t0, t3
    sub t1, t1, t4
    bltz t0, cw_next
    li t2, 6
    bge t0, t2, cw_next
    bltz t1, cw_next
    li t2, 7
    bge t1, t2, cw_next
    mul t2, t0, t2
    add t2, t2, t1
    la a4, board
    add t2, t2, a4
    lbu t2, 0(t2)
    bne t2, a2, cw_next
    addi a3, a3, 1
    j cw_back
cw_next:
    li t2, 4
    bge a3, t2, cw_yes
    addi t6, t6, 8
    addi t5, t5, -1
    bnez t5, cw_line
    li a0, 0
    ret
cw_yes:
    li a0, 1
    ret

# read_number() -> a0 = value, a1 = 1 (a number), 0 (not a number) or 2 (empty line).
read_number:
    addi sp, sp, -4
    sw ra, 0(sp)
    la a0, line
    li a1, 32
    li a7, 8                    # ReadString
    ecall
    la a0, line
    jal parse_int
    lw ra, 0(sp)
    addi sp, sp, 4
    ret

# parse_int(a0 = string) -> a0 = value, a1 = 1 (ok), 0 (invalid) or 2 (blank).
# Accepts blanks around an optional sign and up to 6 digits, ended by NUL, \n or \r.
parse_int:
    mv t0, a0
    li a1, 2
pi_skip:
    lbu t1, 0(t0)
    li t2, ' '
    beq t1, t2, pi_skip1
    li t2, 9
    bne t1, t2, pi_start
pi_skip1:
    addi t0, t0, 1
    j pi_skip
pi_start:
    beqz t1, pi_done
    li t2, 10
    beq t1, t2, pi_done
    li t2, 13
    beq t1, t2, pi_done
    li a1, 0
    li t3, 1                    # sign
    li t2, '-'
    bne t1, t2, pi_plus
    li t3, -1
    addi t0, t0, 1
    j pi_digits
pi_plus:
    li t2, '+'
    bne t1, t2, pi_digits
    addi t0, t0, 1
pi_digits:
    li t4, 0                    # value
    li t5, 0                    # digits seen
pi_digit:
    lbu t1, 0(t0)
    addi t2, t1, -48
    li t6, 10
    bgeu t2, t6, pi_tail
    li t6, 6
    bge t5, t6, pi_done         # too many digits: invalid
    li t6, 10
    mul t4, t4, t6
    add t4, t4, t2
    addi t5, t5, 1
    addi t0, t0, 1
    j pi_digit
pi_tail:
    beqz t5, pi_done            # no digits: invalid
pi_tail_blank:
    li t2, ' '
    beq t1, t2, pi_tail_next
    li t2, 9
    beq t1, t2, pi_tail_next
    beqz t1, pi_ok
    li t2, 10
    beq t1, t2, pi_ok
    li t2, 13
    beq t1, t2, pi_ok
    j pi_done
pi_tail_next:
    addi t0, t0, 1
    lbu t1, 0(t0)
    j pi_tail_blank
pi_ok:
    mul a0, t4, t3
    li a1, 1
pi_done:
    ret
