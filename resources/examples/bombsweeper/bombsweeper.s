# Bombsweeper: Minesweeper on a 10x10 colour cell display, for RARS and rarslite (RV32).
#
# The display is memory-mapped at 0xffff0000: one halfword per cell, row-major, the low byte
# the character and the high byte the colours (background bits 7-4, foreground bits 3-0).
# In rarslite: rarslite run bombsweeper.s --cell-display 10x10 -- maps/map1.txt
# (RARS 1.6 has no such tool; the program still runs there and fills the same memory.)
#
# The map file named by the first program argument (or typed when there is none) lists bomb
# positions as "row col" pairs of numbers 0-9 separated by blanks (space, tab, CR, LF).
# Keys, read one at a time with the read-char ecall: w/a/s/d move the cursor, f toggles a
# flag, r reveals, q quits. Flag every bomb and nothing else to win; reveal a bomb and lose.
#
# The game state is the 100-byte `cells` array, one byte per cell:
#   bit 6 revealed, bit 5 bomb, bit 4 flag, bits 3-0 number of neighbouring bombs.

.eqv DISPLAY 0xffff0000
.eqv REVEALED 0x40
.eqv BOMB 0x20
.eqv FLAG 0x10
.eqv COUNT 0x0f
# colours
.eqv BLACK 0
.eqv RED 1
.eqv GREY 7
.eqv BRIGHT_RED 9
.eqv BRIGHT_GREEN 10
.eqv YELLOW 11
.eqv BRIGHT_BLUE 12
.eqv BRIGHT_MAGENTA 13
.eqv WHITE 15

.data
cells:      .space 100
.align 2
cursor_row: .word 0
cursor_col: .word 0
filename:   .space 256
filebuf:    .space 256

s_title:   .asciz "Bombsweeper: w/a/s/d move, f flag, r reveal, q quit (one key per line on a console).\n"
s_askfile: .asciz "Map file: "
s_noopen:  .asciz "Cannot open the map file.\n"
s_badmap:  .asciz "The map file is not valid.\n"
s_refused: .asciz "Not allowed: "
s_won:     .asciz "All bombs flagged: you win!\n"
s_lost:    .asciz "Boom! You revealed a bomb.\n"
s_quit:    .asciz "Game abandoned.\n"

.text
.globl main
main:
    mv s1, a0                   # program arguments: a0 = argc, a1 = argv
    mv s2, a1
    la a0, s_title
    li a7, 4
    ecall
    la s3, filename             # s3 = the map file's name
    blez s1, ask_name
    lw s3, 0(s2)                # the first program argument
    j open_map
ask_name:
    la a0, s_askfile
    li a7, 4
    ecall
    mv a0, s3
    li a1, 256
    li a7, 8                    # ReadString keeps the newline: cut the name there
    ecall
    mv t0, s3
an_scan:
    lbu t1, 0(t0)
    beqz t1, open_map
    li t2, 10
    beq t1, t2, an_cut
    li t2, 13
    beq t1, t2, an_cut
    addi t0, t0, 1
    j an_scan
an_cut:
    sb zero, 0(t0)
open_map:
    mv a0, s3
    jal open_file
    bltz a0, cannot_open
    mv s1, a0                   # s1 = file descriptor
    la a1, cells
    jal load_map
    mv s2, a0
    mv a0, s1
    jal close_file
    bltz s2, bad_map
    jal init_display

key_loop:
    li a7, 12                   # ReadChar
    ecall
    mv s3, a0
    li t0, 'q'
    beq s3, t0, quit
    li t0, 'Q'
    beq s3, t0, quit
    li t0, 10
    beq s3, t0, key_loop
    li t0, 13
    beq s3, t0, key_loop
    li t0, ' '
    beq s3, t0, key_loop
    la a0, cells
    mv a1, s3
    jal perform_action
    bgez a0, check_game
    la a0, s_refused
    li a7, 4
    ecall
    mv a0, s3
    li a7, 11
    ecall
    li a0, 10
    ecall
check_game:
    la a0, cells
    jal game_status
    beqz a0, key_loop
    mv s4, a0
    la a1, cells
    jal reveal_map
    la a0, s_won
    bgtz s4, game_over
    la a0, s_lost
game_over:
    li a7, 4
    ecall
    li a7, 10
    ecall

cannot_open:
    la a0, s_noopen
    j fail
bad_map:
    la a0, s_badmap
fail:
    li a7, 4
    ecall
    li a0, 1
    li a7, 93                   # exit with status 1
    ecall
quit:
    la a0, s_quit
    li a7, 4
    ecall
    li a7, 10
    ecall

# ------------------------------------------------------------------------------------------
# Part I: the display

# smiley(): clear every cell to NUL, white on black, then draw a smiling face.
smiley:
    addi sp, sp, -12
    sw ra, 8(sp)
    sw s1, 4(sp)
    sw s2, 0(sp)
    li t0, DISPLAY
    li t1, 100
    li t2, 0x0f00               # NUL, black background, white foreground
sm_clear:
    sh t2, 0(t0)
    addi t0, t0, 2
    addi t1, t1, -1
    bnez t1, sm_clear
    la s1, smiley_cells
    li s2, 10                   # cells in the table
sm_draw:
    lbu a0, 0(s1)
    lbu a1, 1(s1)
    lbu a2, 2(s1)
    lbu a3, 3(s1)
    lbu a4, 4(s1)
    jal set_cell
    addi s1, s1, 5
    addi s2, s2, -1
    bnez s2, sm_draw
    lw ra, 8(sp)
    lw s1, 4(sp)
    lw s2, 0(sp)
    addi sp, sp, 12
    ret

# set_cell(a0 = row, a1 = col, a2 = character, a3 = foreground, a4 = background)
# -> a0 = 0, or -1 (and no change) if row/col is not 0-9 or a colour not 0-15.
set_cell:
    li t0, 10
    bgeu a0, t0, sc_bad
    bgeu a1, t0, sc_bad
    li t1, 16
    bgeu a3, t1, sc_bad
    bgeu a4, t1, sc_bad
    mul t2, a0, t0
    add t2, t2, a1
    slli t2, t2, 1
    li t3, DISPLAY
    add t2, t2, t3
    slli t4, a4, 4
    or t4, t4, a3               # colour byte
    slli t4, t4, 8
    andi t5, a2, 0xff
    or t4, t4, t5
    sh t4, 0(t2)
    li a0, 0
    ret
sc_bad:
    li a0, -1
    ret

# ------------------------------------------------------------------------------------------
# Part II: files

# open_file(a0 = file name) -> a0 = file descriptor (negative on failure)
open_file:
    li a1, 0                    # read only
    li a7, 1024
    ecall
    ret

# close_file(a0 = file descriptor)
close_file:
    li a7, 57
    ecall
    ret

# load_map(a0 = file descriptor, a1 = cells) -> a0 = 0, or -1 if the file is not a valid map.
load_map:
    addi sp, sp, -32
    sw ra, 28(sp)
    sw s1, 24(sp)
    sw s2, 20(sp)
    sw s3, 16(sp)
    sw s4, 12(sp)
    sw s5, 8(sp)
    sw s6, 4(sp)
    sw s7, 0(sp)
    mv s1, a0                   # s1 = fd
    mv s2, a1                   # s2 = cells
    li t0, 100
    mv t1, s2
lm_clear:
    sb zero, 0(t1)
    addi t1, t1, 1
    addi t0, t0, -1
    bnez t0, lm_clear
    la t0, cursor_row
    sw zero, 0(t0)
    la t0, cursor_col
    sw zero, 0(t0)
    li s3, -1                   # s3 = number being read, -1 between numbers
    li s4, -1                   # s4 = row waiting for its column, -1 if none
    li s5, 0                    # s5 = bombs placed
lm_read:
    mv a0, s1
    la a1, filebuf
    li a2, 256
    li a7, 63                   # Read
    ecall
    bltz a0, lm_bad
    beqz a0, lm_eof
    la s6, filebuf              # s6 = next byte
    add s7, s6, a0              # s7 = end of the bytes read
lm_byte:
    beq s6, s7, lm_read
    lbu t0, 0(s6)
    addi s6, s6, 1
    addi t1, t0, -48
    li t2, 10
    bgeu t1, t2, lm_blank
    bgez s3, lm_more_digits
    li s3, 0
lm_more_digits:
    mul s3, s3, t2
    add s3, s3, t1
    bge s3, t2, lm_bad          # coordinates are 0-9
    j lm_byte
lm_blank:
    li t2, ' '
    beq t0, t2, lm_end_number
    li t2, 9
    beq t0, t2, lm_end_number
    li t2, 10
    beq t0, t2, lm_end_number
    li t2, 13
    beq t0, t2, lm_end_number
    j lm_bad                    # any other character
lm_end_number:
    jal lm_take
    bltz a0, lm_bad
    j lm_byte
lm_eof:
    jal lm_take                 # a number may end the file
    bltz a0, lm_bad
    bgez s4, lm_bad             # a row without its column
    beqz s5, lm_bad             # no bombs at all
    li t0, 99
    bgt s5, t0, lm_bad

    # count each cell's neighbouring bombs
    li t0, 0                    # row
lm_count_row:
    li t1, 0                    # col
lm_count_col:
    li t4, 0                    # bombs around
    li t2, -1                   # row offset
lm_dr:
    li t3, -1                   # col offset
lm_dc:
    or t5, t2, t3
    beqz t5, lm_next_dc         # the cell itself
    add t5, t0, t2
    add t6, t1, t3
    li a0, 10
    bgeu t5, a0, lm_next_dc     # off the board (negative wraps to large unsigned)
    bgeu t6, a0, lm_next_dc
    mul t5, t5, a0
    add t5, t5, t6
    add t5, t5, s2
    lbu t5, 0(t5)
    andi t5, t5, BOMB
    beqz t5, lm_next_dc
    addi t4, t4, 1
lm_next_dc:
    addi t3, t3, 1
    li a0, 1
    ble t3, a0, lm_dc
    addi t2, t2, 1
    ble t2, a0, lm_dr
    li a0, 10
    mul t5, t0, a0
    add t5, t5, t1
    add t5, t5, s2
    lbu t6, 0(t5)
    or t6, t6, t4
lm_store:
    sb t6, 0(t5)
    addi t1, t1, 1
    li a0, 10
    blt t1, a0, lm_count_col
    addi t0, t0, 1
    blt t0, a0, lm_count_row
    li a0, 0
    j lm_done
lm_bad:
    li a0, -1
lm_done:
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

# lm_take(): load_map's helper for a finished number in s3 (if any): a row is kept in s4, a
# column completes the pair and places a bomb. -> a0 = 0 (a repeated pair is ignored).
lm_take:
    li a0, 0
    bltz s3, lt_done
    bgez s4, lt_col
    mv s4, s3
    li s3, -1
    ret
lt_col:
    li t0, 10
    mul t0, s4, t0
    add t0, t0, s3
    add t0, t0, s2
    lbu t1, 0(t0)
    li s4, -1
    li s3, -1
    andi t2, t1, BOMB
    bnez t2, lt_done            # the same position again
    ori t1, t1, BOMB
    sb t1, 0(t0)
    addi s5, s5, 1
lt_done:
    ret

# ------------------------------------------------------------------------------------------
# Part III: showing the game

# init_display(): every cell hidden (NUL, grey on grey), then the cursor.
init_display:
    addi sp, sp, -12
    sw ra, 8(sp)
    sw s1, 4(sp)
    sw s2, 0(sp)
    li s1, 0                    # row
id_row:
    li s2, 0                    # col
id_col:
    mv a0, s1
    mv a1, s2
    li a2, 0
    li a3, GREY
    li a4, GREY
    jal set_cell
    addi s2, s2, 1
    li t0, 10
    blt s2, t0, id_col
    addi s1, s1, 1
    blt s1, t0, id_row
    la t0, cursor_row
    lw a0, 0(t0)
    la t0, cursor_col
    lw a1, 0(t0)
    jal draw_cell
    lw ra, 8(sp)
    lw s1, 4(sp)
    lw s2, 0(sp)
    addi sp, sp, 12
    ret

# draw_cell(a0 = row, a1 = col): show the cell as the player knows it (hidden, flagged, a
# number or empty), with the cursor's yellow background when the cursor is there.
draw_cell:
    addi sp, sp, -4
    sw ra, 0(sp)
    la t0, cells
    li t1, 10
    mul t1, a0, t1
    add t1, t1, a1
    add t0, t0, t1
    lbu t0, 0(t0)               # t0 = the cell's byte
    andi t1, t0, REVEALED
    bnez t1, dc_revealed
    andi t1, t0, FLAG
    bnez t1, dc_flag
    li a2, 0                    # hidden
    li a3, GREY
    li a4, GREY
    j dc_cursor
dc_flag:
    li a2, 'f'
    li a3, BRIGHT_BLUE
    li a4, GREY
    j dc_cursor
dc_revealed:
    andi t1, t0, COUNT
    li a2, 0                    # no bombs around: empty
    li a3, WHITE
    li a4, BLACK
    beqz t1, dc_cursor
    addi a2, t1, 48             # the count as a digit
    li a3, BRIGHT_MAGENTA
dc_cursor:
    la t0, cursor_row
    lw t0, 0(t0)
    bne t0, a0, dc_set
    la t0, cursor_col
    lw t0, 0(t0)
    bne t0, a1, dc_set
    li a4, YELLOW
dc_set:
    jal set_cell
    lw ra, 0(sp)
    addi sp, sp, 4
    ret

# reveal_map(a0 = game status: 1 won, 0 going on, -1 lost, a1 = cells)
# Won: the smiley. Lost: every cell shown (flags green if right, red if wrong) and the
# exploded bomb under the cursor. Going on: nothing.
reveal_map:
    beqz a0, rm_return
    addi sp, sp, -20
    sw ra, 16(sp)
    sw s1, 12(sp)
    sw s2, 8(sp)
    sw s3, 4(sp)
    sw s4, 0(sp)
    bltz a0, rm_lost
    jal smiley
    j rm_done
rm_lost:
    mv s4, a1                   # s4 = cells
    li s1, 0                    # row
rm_row:
    li s2, 0                    # col
rm_col:
    li t0, 10
    mul t0, s1, t0
    add t0, t0, s2
    add t0, t0, s4
    lbu s3, 0(t0)
    mv a0, s1
    mv a1, s2
    andi t0, s3, FLAG
    beqz t0, rm_not_flag
    li a2, 'f'
    li a3, BRIGHT_BLUE
    li a4, BRIGHT_GREEN         # a bomb was flagged
    andi t0, s3, BOMB
    bnez t0, rm_set
    li a4, BRIGHT_RED           # flagged without a bomb
    j rm_set
rm_not_flag:
    andi t0, s3, BOMB
    beqz t0, rm_number
    li a2, 'b'
    li a3, GREY
    li a4, BLACK
    j rm_set
rm_number:
    andi t0, s3, COUNT
    li a2, 0
    li a3, WHITE
    li a4, BLACK
    beqz t0, rm_set
    addi a2, t0, 48
    li a3, BRIGHT_MAGENTA
rm_set:
    jal set_cell
    addi s2, s2, 1
    li t0, 10
    blt s2, t0, rm_col
    addi s1, s1, 1
    blt s1, t0, rm_row
    la t0, cursor_row
    lw a0, 0(t0)
    la t0, cursor_col
    lw a1, 0(t0)
    li a2, 'e'
    li a3, WHITE
    li a4, BRIGHT_RED
    jal set_cell
rm_done:
    lw ra, 16(sp)
    lw s1, 12(sp)
    lw s2, 8(sp)
    lw s3, 4(sp)
    lw s4, 0(sp)
    addi sp, sp, 20
rm_return:
    ret

# ------------------------------------------------------------------------------------------
# Part IV: playing

# perform_action(a0 = cells, a1 = key) -> a0 = 0, or -1 for a move off the board, flagging a
# revealed cell, revealing a revealed cell or an unknown key.
perform_action:
    addi sp, sp, -20
    sw ra, 16(sp)
    sw s1, 12(sp)
    sw s2, 8(sp)
    sw s3, 4(sp)
    sw s4, 0(sp)
    mv s1, a0                   # s1 = cells
    la t0, cursor_row
    lw s2, 0(t0)                # s2 = cursor row
    la t0, cursor_col
    lw s3, 0(t0)                # s3 = cursor col
    li t0, 'a'
    blt a1, t0, pa_lower_done
    addi a1, a1, -32            # lower case to upper case
pa_lower_done:
    li t0, 10
    mul s4, s2, t0
    add s4, s4, s3
    add s4, s4, s1              # s4 = address of the cursor's cell
    li t0, 'W'
    li t1, -1
    li t2, 0
    beq a1, t0, pa_move
    li t0, 'S'
    li t1, 1
    beq a1, t0, pa_move
    li t0, 'A'
    li t1, 0
    li t2, -1
    beq a1, t0, pa_move
    li t0, 'D'
    li t2, 1
    beq a1, t0, pa_move
    li t0, 'F'
    beq a1, t0, pa_flag
    li t0, 'R'
    beq a1, t0, pa_reveal
    j pa_bad

pa_move:
    add t1, s2, t1              # new row
    add t2, s3, t2              # new col
    li t0, 10
    bgeu t1, t0, pa_bad         # the cursor stays on the board
    bgeu t2, t0, pa_bad
    la t0, cursor_row
    sw t1, 0(t0)
    la t0, cursor_col
    sw t2, 0(t0)
    mv a0, s2                   # repaint the old cell without the cursor
    mv a1, s3
    jal draw_cell
    la t0, cursor_row
    lw a0, 0(t0)
    la t0, cursor_col
    lw a1, 0(t0)
    jal draw_cell
    j pa_ok

pa_flag:
    lbu t0, 0(s4)
    andi t1, t0, REVEALED
    bnez t1, pa_bad
    xori t0, t0, FLAG
    sb t0, 0(s4)
    mv a0, s2
    mv a1, s3
    jal draw_cell
    j pa_ok

pa_reveal:
    lbu t0, 0(s4)
    andi t1, t0, REVEALED
    bnez t1, pa_bad
    andi t0, t0, 0xef           # a flag is removed
    sb t0, 0(s4)
    andi t1, t0, BOMB
    beqz t1, pa_search
    ori t0, t0, REVEALED        # game_status will see the revealed bomb
    sb t0, 0(s4)
    j pa_ok
pa_search:
    mv a0, s1
    mv a1, s2
    mv a2, s3
    jal search_cells
pa_ok:
    li a0, 0
    j pa_done
pa_bad:
    li a0, -1
pa_done:
    lw ra, 16(sp)
    lw s1, 12(sp)
    lw s2, 8(sp)
    lw s3, 4(sp)
    lw s4, 0(sp)
    addi sp, sp, 20
    ret

# game_status(a0 = cells) -> a0 = -1 if a bomb is revealed, 1 if exactly the bombs are
# flagged, else 0.
game_status:
    li t0, 100
    li t3, 1                    # stays 1 while the flags match the bombs
gs_loop:
    lbu t1, 0(a0)
    andi t2, t1, 0x60
    li t4, 0x60                 # revealed and a bomb
    beq t2, t4, gs_lost
    andi t2, t1, 0x30           # flag and bomb bits must be both set or both clear
    beqz t2, gs_next
    li t4, 0x30
    beq t2, t4, gs_next
    li t3, 0
gs_next:
    addi a0, a0, 1
    addi t0, t0, -1
    bnez t0, gs_loop
    mv a0, t3
    ret
gs_lost:
    li a0, -1
    ret

# ------------------------------------------------------------------------------------------
# Part V: revealing empty regions

# search_cells(a0 = cells, a1 = row, a2 = col): reveal the cell and, while revealed cells have
# no neighbouring bombs, their hidden unflagged neighbours. Pending cells are kept on the
# stack between fp and sp as (row, col) word pairs.
search_cells:
    addi sp, sp, -16
    sw ra, 12(sp)
    sw fp, 8(sp)
    sw s1, 4(sp)
    sw s2, 0(sp)
    mv s1, a0                   # s1 = cells
    mv fp, sp
    addi sp, sp, -8
    sw a1, 4(sp)
    sw a2, 0(sp)
sc_loop:
    beq sp, fp, sc_done
    lw a1, 4(sp)                # row
    lw a2, 0(sp)                # col
    addi sp, sp, 8
    li t0, 10
    mul t1, a1, t0
    add t1, t1, a2
    add s2, t1, s1              # s2 = the cell's address
    lbu t1, 0(s2)
    andi t2, t1, FLAG
    bnez t2, sc_shown
    ori t1, t1, REVEALED
    sb t1, 0(s2)
    addi sp, sp, -8             # keep row/col across the repaint
    sw a1, 4(sp)
    sw a2, 0(sp)
    mv a0, a1
    mv a1, a2
    jal draw_cell
    lw a1, 4(sp)
    lw a2, 0(sp)
    addi sp, sp, 8
sc_shown:
    lbu t1, 0(s2)
    andi t1, t1, COUNT
    bnez t1, sc_loop
    # no bombs around: queue every hidden, unflagged neighbour on the board
    li t3, -1                   # row offset
sc_dr:
    li t4, -1                   # col offset
sc_dc:
    or t5, t3, t4
    beqz t5, sc_next            # the cell itself
    add t5, a1, t3
    add t6, a2, t4
    li t0, 10
    bgeu t5, t0, sc_next
    bgeu t6, t0, sc_next
    mul t0, t5, t0
    add t0, t0, t6
    add t0, t0, s1
    lbu t0, 0(t0)
    andi t0, t0, 0x50           # revealed or flagged: leave it
    bnez t0, sc_next
    addi sp, sp, -8
    sw t5, 4(sp)
    sw t6, 0(sp)
sc_next:
    addi t4, t4, 1
    li t0, 1
    ble t4, t0, sc_dc
    addi t3, t3, 1
    ble t3, t0, sc_dr
    j sc_loop
sc_done:
    lw ra, 12(sp)
    lw fp, 8(sp)
    lw s1, 4(sp)
    lw s2, 0(sp)
    addi sp, sp, 16
    ret

.data
# smiley face cells: row, col, character, foreground, background
smiley_cells:
    .byte 2, 3, 'b', GREY, YELLOW
    .byte 3, 3, 'b', GREY, YELLOW
    .byte 2, 6, 'b', GREY, YELLOW
    .byte 3, 6, 'b', GREY, YELLOW
    .byte 6, 2, 'e', WHITE, RED
    .byte 7, 3, 'e', WHITE, RED
    .byte 8, 4, 'e', WHITE, RED
    .byte 8, 5, 'e', WHITE, RED
    .byte 7, 6, 'e', WHITE, RED
    .byte 6, 7, 'e', WHITE, RED
