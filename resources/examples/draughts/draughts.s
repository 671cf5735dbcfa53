# Draughts (checkers) for two players on the console, for RARS and rarslite (RV32).
#
# The board is 64 words, board[row*8+col], row 0 at the top. A word is 0 for an empty square;
# otherwise bit 0 = 1 (a piece), bit 1 = colour (1 white, 0 red), bit 2 = king. So 0x01 is a
# red man, 0x03 a white man, 0x05 a red king, 0x07 a white king.
# Pieces stand on the squares where row+col is even. White starts on rows 0-2 and moves down
# (towards row 7), red starts on rows 5-7 and moves up (towards row 0); red moves first. A man
# that reaches the far row becomes a king and may then move backwards too.
# A jump must be taken when one is possible, and a piece that can jump again must continue;
# a move ends when a man is crowned.
#
# Moves are typed as the squares the piece visits, each as a row digit and a column digit:
# "5 1 4 2" moves from (5,1) to (4,2); "5 1 3 3 1 5" is a double jump. Spaces, commas and
# dashes between digits are optional. An empty line (or the end of the input) ends the game.
#
# The board is printed with print-char ecalls: ' ' empty playable square, 'r'/'R' red man/king,
# 'w'/'W' white man/king, and character 219 (a full block in code page 437) for the squares
# pieces never use.

.data
.align 2
board:   .space 256             # 64 words: the game
scratch: .space 256             # a move is tried here first, then copied to board
turn:    .word 0                # side to move: 0 red, 1 white
diag:    .word -1, -1, -1, 1, 1, -1, 1, 1
path:    .space 24              # squares of the typed move: row, col bytes
line:    .space 80

s_title:    .asciz "=== DRAUGHTS ===\nRed (r) moves up the board, white (w) moves down; capitals are kings.\n"
s_red:      .asciz "Red"
s_white:    .asciz "White"
s_prompt:   .asciz ", your move (e.g. 5 1 4 2): "
s_header:   .asciz "  01234567\n"
s_format:   .asciz "Type the squares of the move as row and column digits 0-7, e.g. 5 1 4 2.\n"
s_short:    .asciz "A move needs a start square and at least one more square.\n"
s_notyours: .asciz "There is no piece of yours on the start square.\n"
s_mustjump: .asciz "A jump is possible, so you must jump.\n"
s_onestep:  .asciz "A plain move is a single diagonal step.\n"
s_backward: .asciz "Only kings move backwards.\n"
s_occupied: .asciz "That square is taken.\n"
s_diagonal: .asciz "Pieces move diagonally: one square, or two when jumping.\n"
s_badjump:  .asciz "That is not a legal jump.\n"
s_crowned:  .asciz "A move ends when a man is crowned.\n"
s_continue: .asciz "The piece can jump again, so the jump must continue.\n"
s_nomove:   .asciz " cannot move. "
s_wins:     .asciz " wins!\n"
s_bye:      .asciz "\nGame over: no more moves entered.\n"

.text
.globl main
main:
    la a0, s_title
    li a7, 4
    ecall
    jal setup_board
    la t0, turn
    sw zero, 0(t0)

next_turn:
    jal print_board
    la a0, board
    la t0, turn
    lw a1, 0(t0)
    jal player_can_move
    beqz a0, game_won
ask:
    la t0, turn
    lw a0, 0(t0)
    jal print_side
    la a0, s_prompt
    li a7, 4
    ecall
    la a0, line
    li a1, 80
    li a7, 8
    ecall
    jal parse_path
    li t0, -2
    beq a0, t0, quit
    bgez a0, have_path
    la a0, s_format
    li a7, 4
    ecall
    j ask
have_path:
    jal try_move
    beqz a0, moved
    li a7, 4                    # a0 = the reason the move was refused
    ecall
    j ask
moved:
    la t0, turn
    lw t1, 0(t0)
    xori t1, t1, 1
    sw t1, 0(t0)
    j next_turn

game_won:
    la t0, turn
    lw a0, 0(t0)
    jal print_side
    la a0, s_nomove
    li a7, 4
    ecall
    la t0, turn
    lw a0, 0(t0)
    xori a0, a0, 1
    jal print_side
    la a0, s_wins
    li a7, 4
    ecall
    li a7, 10
    ecall

quit:
    la a0, s_bye
    li a7, 4
    ecall
    li a7, 10
    ecall

# setup_board(): twelve men per side on the squares with row+col even.
setup_board:
    la t0, board
    li t1, 0                    # row
sb_row:
    li t2, 0                    # column
sb_col:
    li t3, 0
    add t4, t1, t2
    andi t4, t4, 1
    bnez t4, sb_store
    li t5, 3
    blt t1, t5, sb_white
    li t5, 5
    blt t1, t5, sb_store
    li t3, 1                    # red man
    j sb_store
sb_white:
    li t3, 3                    # white man
sb_store:
    sw t3, 0(t0)
    addi t0, t0, 4
    addi t2, t2, 1
    li t5, 8
    blt t2, t5, sb_col
    addi t1, t1, 1
    blt t1, t5, sb_row
    ret

# print_side(a0 = 0 red / 1 white)
print_side:
    la t0, s_red
    beqz a0, ps_print
    la t0, s_white
ps_print:
    mv a0, t0
    li a7, 4
    ecall
    ret

# print_board(): column header, then each row with its number and one character per square.
print_board:
    li a7, 11
    li a0, '\n'
    ecall
    la a0, s_header
    li a7, 4
    ecall
    li a7, 11
    la t0, board
    li t1, 0                    # row
pb_row:
    addi a0, t1, 48
    ecall
    li a0, ' '
    ecall
    li t2, 0                    # column
pb_col:
    lw t3, 0(t0)
    bnez t3, pb_piece
    li a0, ' '
    add t4, t1, t2
    andi t4, t4, 1
    beqz t4, pb_put
    li a0, 219                  # a square pieces never use
    j pb_put
pb_piece:
    andi t4, t3, 2
    li a0, 'r'
    beqz t4, pb_kind
    li a0, 'w'
pb_kind:
    andi t4, t3, 4
    beqz t4, pb_put
    addi a0, a0, -32            # kings in capitals
pb_put:
    ecall
    addi t0, t0, 4
    addi t2, t2, 1
    li t4, 8
    blt t2, t4, pb_col
    li a0, '\n'
    ecall
    addi t1, t1, 1
    blt t1, t4, pb_row
    ret

# parse_path() -> a0 = number of squares read from `line` into `path`,
# -1 if the line is not a list of row/column digit pairs, -2 if it is blank.
parse_path:
    la t0, line
    la t1, path
    li t2, 0                    # digits stored
pp_loop:
    lbu t3, 0(t0)
    beqz t3, pp_end
    li t4, 10
    beq t3, t4, pp_end
    addi t0, t0, 1
    addi t5, t3, -48
    li t4, 8
    bltu t5, t4, pp_digit
    li t4, ' '
    beq t3, t4, pp_loop
    li t4, ','
    beq t3, t4, pp_loop
    li t4, '-'
    beq t3, t4, pp_loop
    li t4, 9
    beq t3, t4, pp_loop
    li t4, 13
    beq t3, t4, pp_loop
    li a0, -1                   # any other character (also the digits 8 and 9)
    ret
pp_digit:
    li t4, 24
    bge t2, t4, pp_bad          # too many squares
    add t4, t1, t2
    sb t5, 0(t4)
    addi t2, t2, 1
    j pp_loop
pp_end:
    beqz t2, pp_blank
    andi t4, t2, 1
    bnez t4, pp_bad
    srli a0, t2, 1
    ret
pp_blank:
    li a0, -2
    ret
pp_bad:
    li a0, -1
    ret

# try_move(a0 = squares in path) -> a0 = 0 when the move was made, else the address of a
# message saying why it is not allowed (the board is then unchanged).
try_move:
    addi sp, sp, -32
    sw ra, 28(sp)
    sw s1, 24(sp)
    sw s2, 20(sp)
    sw s3, 16(sp)
    sw s4, 12(sp)
    sw s5, 8(sp)
    sw s6, 4(sp)
    sw s7, 0(sp)
    mv s1, a0                   # s1 = squares in the path
    la t0, board                # work on a copy
    la t1, scratch
    li t2, 64
tm_copy:
    lw t3, 0(t0)
    sw t3, 0(t1)
    addi t0, t0, 4
    addi t1, t1, 4
    addi t2, t2, -1
    bnez t2, tm_copy
    la a0, s_short
    li t0, 2
    blt s1, t0, tm_done
    la t0, turn
    lw s7, 0(t0)                # s7 = side to move
    la s2, path                 # s2 = current square in the path
    lbu a1, 0(s2)
    lbu a2, 1(s2)
    la a0, scratch
    jal square_addr
    lw s3, 0(a0)                # s3 = the moving piece
    la a0, s_notyours
    andi t0, s3, 1
    beqz t0, tm_done
    srli t0, s3, 1
    andi t0, t0, 1
    bne t0, s7, tm_done
    la a0, board
    mv a1, s7
    li a5, 0
    jal player_can
    mv s5, a0                   # s5 = 1 if a jump is compulsory
    lbu t0, 0(s2)
    lbu t1, 1(s2)
    lbu t2, 2(s2)
    lbu t3, 3(s2)
    sub s4, t2, t0              # s4 = row step
    sub s6, t3, t1              # s6 = column step
    mul t4, s4, s4
    mul t5, s6, s6
    li t6, 1
    bne t4, t6, tm_not_step
    bne t5, t6, tm_not_step

    # a plain diagonal step
    la a0, s_mustjump
    bnez s5, tm_done
    la a0, s_onestep
    li t6, 2
    bne s1, t6, tm_done
    la a0, s_backward
    andi t6, s3, 4
    bnez t6, tm_step_dir_ok
    li t6, -1                   # red men step to smaller rows, white men to larger ones
    beqz s7, tm_step_fwd
    li t6, 1
tm_step_fwd:
    bne s4, t6, tm_done
tm_step_dir_ok:
    la a0, scratch
    lbu a1, 2(s2)
    lbu a2, 3(s2)
    jal square_addr
    lw t0, 0(a0)
    la a0, s_occupied
    bnez t0, tm_done
    lbu a1, 0(s2)
    lbu a2, 1(s2)
    la a0, scratch
    jal square_addr
    sw zero, 0(a0)
    addi s2, s2, 2
    j tm_land

tm_not_step:
    la a0, s_diagonal
    li t6, 4
    bne t4, t6, tm_done
    bne t5, t6, tm_done
    addi s1, s1, -1             # s1 = jumps still to make
tm_jump:
    lbu t0, 0(s2)
    lbu t1, 1(s2)
    lbu t2, 2(s2)
    lbu t3, 3(s2)
    sub a3, t2, t0
    sub a4, t3, t1
    mul t4, a3, a3
    mul t5, a4, a4
    la a0, s_badjump
    li t6, 4
    bne t4, t6, tm_done
    bne t5, t6, tm_done
    srai a3, a3, 1
    srai a4, a4, 1
    mv s4, a3
    mv s6, a4
    la a0, scratch
    mv a1, t0
    mv a2, t1
    jal jump_ok
    mv t0, a0
    la a0, s_badjump
    beqz t0, tm_done
    la a0, scratch              # remove the jumped piece and lift the mover
    lbu a1, 0(s2)
    lbu a2, 1(s2)
    add a1, a1, s4
    add a2, a2, s6
    jal square_addr
    sw zero, 0(a0)
    la a0, scratch
    lbu a1, 0(s2)
    lbu a2, 1(s2)
    jal square_addr
    sw zero, 0(a0)
    addi s2, s2, 2
    addi s1, s1, -1
    la a0, scratch              # put it down on the landing square (for the next check)
    lbu a1, 0(s2)
    lbu a2, 1(s2)
    jal square_addr
    sw s3, 0(a0)
    jal crown_row
    beqz a0, tm_jump_more
    la a0, s_crowned
    bnez s1, tm_done
    j tm_land
tm_jump_more:
    bnez s1, tm_jump
    la a0, scratch              # the path ended: no further jump may be left
    lbu a1, 0(s2)
    lbu a2, 1(s2)
    li a5, 0
    jal can_act_from
    mv t0, a0
    la a0, s_continue
    bnez t0, tm_done

tm_land:
    # s2 points at the final square; place the piece, crowned if it reached the far row
    jal crown_row
    beqz a0, tm_place
    ori s3, s3, 4
tm_place:
    la a0, scratch
    lbu a1, 0(s2)
    lbu a2, 1(s2)
    jal square_addr
    sw s3, 0(a0)
    la t0, scratch              # the move is legal: make it
    la t1, board
    li t2, 64
tm_commit:
    lw t3, 0(t0)
    sw t3, 0(t1)
    addi t0, t0, 4
    addi t1, t1, 4
    addi t2, t2, -1
    bnez t2, tm_commit
    li a0, 0
tm_done:
    lw ra, 28(sp)
    lw s1, 24(sp)
    lw s2, 20(sp)
    lw s3, 16(sp)
    lw s4, 12(sp)
    lw s5, 8(sp)
    lw s6, 4(sp)
    lw s7, 0(sp)
    addi sp, sp, 32
    ret

# crown_row() -> a0 = 1 if the man s3 (of side s7) stands on its far row at square s2.
# (Helper of try_move: reads its registers.)
crown_row:
    li a0, 0
    andi t0, s3, 4
    bnez t0, cr_done            # already a king
    lbu t0, 0(s2)
    li t1, 0                    # red is crowned on row 0, white on row 7
    beqz s7, cr_test
    li t1, 7
cr_test:
    bne t0, t1, cr_done
    li a0, 1
cr_done:
    ret

# square_addr(a0 = board, a1 = row, a2 = col) -> a0 = address of that square's word
square_addr:
    slli t0, a1, 3
    add t0, t0, a2
    slli t0, t0, 2
    add a0, a0, t0
    ret

# jump_ok(a0 = board, a1 = row, a2 = col, a3 = row step, a4 = col step) -> a0 = 1 if the
# piece on (row, col) can jump over (row+dr, col+dc) to (row+2dr, col+2dc).
jump_ok:
    slli t0, a1, 3
    add t0, t0, a2
    slli t0, t0, 2
    add t0, t0, a0
    lw t1, 0(t0)                # t1 = the piece
    andi t2, t1, 1
    beqz t2, jo_no
    srli t2, t1, 1
    andi t2, t2, 1              # t2 = its colour
    andi t3, t1, 4
    bnez t3, jo_dir_ok
    li t3, -1
    beqz t2, jo_fwd
    li t3, 1
jo_fwd:
    bne a3, t3, jo_no
jo_dir_ok:
    add t3, a1, a3
    add t3, t3, a3              # landing row
    add t4, a2, a4
    add t4, t4, a4              # landing column
    li t5, 8
    bltu t3, t5, jo_row_ok
    j jo_no
jo_row_ok:
    bgeu t4, t5, jo_no
    slli t5, t3, 3
    add t5, t5, t4
    slli t5, t5, 2
    add t5, t5, a0
    lw t5, 0(t5)
    bnez t5, jo_no              # landing square must be empty
    add t3, a1, a3              # jumped square
    add t4, a2, a4
    slli t5, t3, 3
    add t5, t5, t4
    slli t5, t5, 2
    add t5, t5, a0
    lw t5, 0(t5)
    andi t6, t5, 1
    beqz t6, jo_no
    srli t6, t5, 1
    andi t6, t6, 1
    beq t6, t2, jo_no           # must be the opponent's
    li a0, 1
    ret
jo_no:
    li a0, 0
    ret

# step_ok(a0 = board, a1 = row, a2 = col, a3 = row step, a4 = col step) -> a0 = 1 if the
# piece on (row, col) can step to the empty (row+dr, col+dc).
step_ok:
    slli t0, a1, 3
    add t0, t0, a2
    slli t0, t0, 2
    add t0, t0, a0
    lw t1, 0(t0)
    andi t2, t1, 1
    beqz t2, so_no
    andi t3, t1, 4
    bnez t3, so_dir_ok
    andi t2, t1, 2
    li t3, -1
    beqz t2, so_fwd
    li t3, 1
so_fwd:
    bne a3, t3, so_no
so_dir_ok:
    add t3, a1, a3
    add t4, a2, a4
    li t5, 8
    bgeu t3, t5, so_no
    bgeu t4, t5, so_no
    slli t5, t3, 3
    add t5, t5, t4
    slli t5, t5, 2
    add t5, t5, a0
    lw t5, 0(t5)
    bnez t5, so_no
    li a0, 1
    ret
so_no:
    li a0, 0
    ret

# can_act_from(a0 = board, a1 = row, a2 = col, a5 = 0 jump / 1 step) -> a0 = 1 if the piece
# there can make such a move in any direction.
can_act_from:
    addi sp, sp, -24
    sw ra, 20(sp)
    sw a0, 0(sp)
    sw a1, 4(sp)
    sw a2, 8(sp)
    sw a5, 12(sp)
    sw zero, 16(sp)             # direction number
ca_loop:
    lw t0, 16(sp)
    li t1, 4
    bge t0, t1, ca_no
    la t1, diag
    slli t2, t0, 3
    add t1, t1, t2
    lw a3, 0(t1)
    lw a4, 4(t1)
    lw a0, 0(sp)
    lw a1, 4(sp)
    lw a2, 8(sp)
    lw t3, 12(sp)
    bnez t3, ca_step
    jal jump_ok
    j ca_check
ca_step:
    jal step_ok
ca_check:
    bnez a0, ca_end
    lw t0, 16(sp)
    addi t0, t0, 1
    sw t0, 16(sp)
    j ca_loop
ca_no:
    li a0, 0
ca_end:
    lw ra, 20(sp)
    addi sp, sp, 24
    ret

# player_can(a0 = board, a1 = side, a5 = 0 jump / 1 step) -> a0 = 1 if any piece of that
# side can make such a move.
player_can:
    addi sp, sp, -20
    sw ra, 16(sp)
    sw a0, 0(sp)
    sw a1, 4(sp)
    sw a5, 8(sp)
    sw zero, 12(sp)             # square number
pc_loop:
    lw t0, 12(sp)
    li t1, 64
    bge t0, t1, pc_no
    lw a0, 0(sp)
    slli t1, t0, 2
    add t1, t1, a0
    lw t1, 0(t1)
    andi t2, t1, 1
    beqz t2, pc_next
    srli t2, t1, 1
    andi t2, t2, 1
    lw t3, 4(sp)
    bne t2, t3, pc_next
    srli a1, t0, 3
    andi a2, t0, 7
    lw a5, 8(sp)
    jal can_act_from
    bnez a0, pc_end
pc_next:
    lw t0, 12(sp)
    addi t0, t0, 1
    sw t0, 12(sp)
    j pc_loop
pc_no:
    li a0, 0
pc_end:
    lw ra, 16(sp)
    addi sp, sp, 20
    ret

# player_can_move(a0 = board, a1 = side) -> a0 = 1 if that side has any legal move.
player_can_move:
    addi sp, sp, -12
    sw ra, 8(sp)
    sw a0, 0(sp)
    sw a1, 4(sp)
    li a5, 1
    jal player_can
    bnez a0, pm_end
    lw a0, 0(sp)
    lw a1, 4(sp)
    li a5, 0
    jal player_can
pm_end:
    lw ra, 8(sp)
    addi sp, sp, 12
    ret
