# CSE 220 Homework #3: Bombsweeper -- the homework functions (MIPS32, MARS 4.5).
# name: rarslite example
# sbuid: none
#
# The display is the 10x10 cell MMIO region at 0xffff0000: one halfword per cell, row-major,
# low byte the ASCII character, high byte the colours (background bits 7-4, foreground bits
# 3-0, bit 7 and bit 3 the bold bits). The game itself lives in a 100-byte "cells array":
#   bit 6 revealed, bit 5 bomb, bit 4 flag, bits 3-0 number of neighbouring bombs.
# No main here: main.asm .includes this file.

        .data
        .globl cursor_row, cursor_col
cursor_row:     .word 0
cursor_col:     .word 0
lm_byte:        .space 4                # load_map reads the file one byte at a time
smiley_eyes:    .byte 2, 3,  3, 3,  2, 6,  3, 6
smiley_mouth:   .byte 6, 2,  7, 3,  8, 4,  8, 5,  7, 6,  6, 7
                .align 2
around:         .word 1, 0,  0, 1,  -1, 0,  0, -1,  -1, -1,  -1, 1,  1, -1,  1, 1

        .text
##############################
# Part I
##############################

# void smiley(void): clear the display (NUL, white on black), then draw the face:
# eyes 'b' grey on yellow, mouth 'e' white on red.
smiley:
        li      $t0, 0xffff0000
        li      $t1, 0x0F00             # NUL, background black, foreground white
        li      $t2, 100
smiley_clear:
        sh      $t1, 0($t0)
        addi    $t0, $t0, 2
        addi    $t2, $t2, -1
        bnez    $t2, smiley_clear
        la      $t3, smiley_eyes
        li      $t4, 4
        li      $t5, 0xB762             # 'b', background yellow (0xB), foreground grey (0x7)
        li      $t8, 0xffff0000
smiley_eye:
        lbu     $t0, 0($t3)
        lbu     $t1, 1($t3)
        mul     $t0, $t0, 10
        add     $t0, $t0, $t1
        sll     $t0, $t0, 1
        add     $t0, $t0, $t8
        sh      $t5, 0($t0)
        addi    $t3, $t3, 2
        addi    $t4, $t4, -1
        bnez    $t4, smiley_eye
        la      $t3, smiley_mouth
        li      $t4, 6
        li      $t5, 0x1F65             # 'e', background red (0x1), foreground white (0xF)
smiley_smile:
        lbu     $t0, 0($t3)
        lbu     $t1, 1($t3)
        mul     $t0, $t0, 10
        add     $t0, $t0, $t1
        sll     $t0, $t0, 1
        add     $t0, $t0, $t8
        sh      $t5, 0($t0)
        addi    $t3, $t3, 2
        addi    $t4, $t4, -1
        bnez    $t4, smiley_smile
        jr      $ra

##############################
# Part II
##############################

# int open_file(char[] filename): open for reading; the file descriptor (negative on error).
open_file:
        li      $a1, 0                  # read-only
        li      $a2, 0
        li      $v0, 13
        syscall
        jr      $ra

# void close_file(int fd)
close_file:
        li      $v0, 16
        syscall
        jr      $ra

# int load_map(int fd, byte[] array): read "row col" pairs from fd into a fresh cells array
# and count every cell's neighbouring bombs. 0 at end of file, -1 for an invalid map
# (a character other than a digit or blank, a number above 9, an odd count of numbers, no
# bombs or more than 99 different ones). Also puts the cursor at (0, 0).
load_map:
        addi    $sp, $sp, -24
        sw      $ra, 20($sp)
        sw      $s0, 16($sp)
        sw      $s1, 12($sp)
        sw      $s2, 8($sp)
        sw      $s3, 4($sp)
        sw      $s4, 0($sp)
        move    $s0, $a0                # $s0 = fd
        move    $s1, $a1                # $s1 = array
        sw      $zero, cursor_row
        sw      $zero, cursor_col
        move    $t0, $s1
        li      $t1, 100
lm_clear:
        sb      $zero, 0($t0)
        addi    $t0, $t0, 1
        addi    $t1, $t1, -1
        bnez    $t1, lm_clear
        li      $s2, -1                 # $s2 = number being read, -1 between numbers
        li      $s3, -1                 # $s3 = row waiting for its column, -1 if none
        li      $s4, 0                  # $s4 = different bombs so far
lm_read:
        move    $a0, $s0
        la      $a1, lm_byte
        li      $a2, 1
        li      $v0, 14
        syscall
        bltz    $v0, lm_invalid
        beqz    $v0, lm_eof
        lbu     $t0, lm_byte
        li      $t1, '0'
        blt     $t0, $t1, lm_blank
        li      $t1, '9'
        bgt     $t0, $t1, lm_invalid
        addi    $t0, $t0, -48           # a digit
        bgez    $s2, lm_invalid         # a second digit makes the number at least 10
        move    $s2, $t0
        j       lm_read
lm_blank:
        li      $t1, ' '
        beq     $t0, $t1, lm_separator
        li      $t1, '\t'
        beq     $t0, $t1, lm_separator
        li      $t1, '\r'
        beq     $t0, $t1, lm_separator
        li      $t1, '\n'
        bne     $t0, $t1, lm_invalid
lm_separator:
        move    $a0, $s2                # the number, the row before it, the count
        move    $a1, $s3
        move    $a2, $s4
        move    $a3, $s1
        jal     lm_take_number
        move    $s3, $v0
        move    $s4, $v1
        li      $s2, -1
        j       lm_read
lm_eof:
        move    $a0, $s2                # the number, the row before it, the count
        move    $a1, $s3
        move    $a2, $s4
        move    $a3, $s1
        jal     lm_take_number
        move    $s3, $v0
        move    $s4, $v1
        li      $s2, -1
        bgez    $s3, lm_invalid         # a row without its column
        beqz    $s4, lm_invalid
        li      $t0, 99
        bgt     $s4, $t0, lm_invalid
        li      $t0, 0                  # row
lm_count_row:
        li      $t1, 0                  # col
lm_count_cell:
        li      $t2, 0                  # bombs around (row, col)
        la      $t3, around
        li      $t4, 8
lm_count_near:
        lw      $t5, 0($t3)
        add     $t5, $t5, $t0
        lw      $t6, 4($t3)
        add     $t6, $t6, $t1
        bltz    $t5, lm_count_next
        bge     $t5, 10, lm_count_next
        bltz    $t6, lm_count_next
        bge     $t6, 10, lm_count_next
        mul     $t7, $t5, 10
        add     $t7, $t7, $t6
        add     $t7, $t7, $s1
        lbu     $t7, 0($t7)
        andi    $t7, $t7, 0x20
        beqz    $t7, lm_count_next
        addi    $t2, $t2, 1
lm_count_next:
        addi    $t3, $t3, 8
        addi    $t4, $t4, -1
        bnez    $t4, lm_count_near
        mul     $t7, $t0, 10
        add     $t7, $t7, $t1
        add     $t7, $t7, $s1
        lbu     $t5, 0($t7)
        or      $t5, $t5, $t2
        sb      $t5, 0($t7)
        addi    $t1, $t1, 1
        blt     $t1, 10, lm_count_cell
        addi    $t0, $t0, 1
        blt     $t0, 10, lm_count_row
        li      $v0, 0
        j       lm_return
lm_invalid:
        li      $v0, -1
lm_return:
        lw      $ra, 20($sp)
        lw      $s0, 16($sp)
        lw      $s1, 12($sp)
        lw      $s2, 8($sp)
        lw      $s3, 4($sp)
        lw      $s4, 0($sp)
        addi    $sp, $sp, 24
        jr      $ra

# load_map's helper: lm_take_number(number, row, count, cells) with number -1 for none and
# row -1 while no row waits: a finished number becomes the row, or with the row before it, a
# bomb position (a repeated position is counted once). $v0 = the row now, $v1 = the count.
lm_take_number:
        move    $v0, $a1
        move    $v1, $a2
        bltz    $a0, lmt_done
        bgez    $a1, lmt_pair
        move    $v0, $a0
        jr      $ra
lmt_pair:
        mul     $t0, $a1, 10
        add     $t0, $t0, $a0
        add     $t0, $t0, $a3
        lbu     $t1, 0($t0)
        andi    $t2, $t1, 0x20
        bnez    $t2, lmt_seen
        ori     $t1, $t1, 0x20
        sb      $t1, 0($t0)
        addi    $v1, $v1, 1
lmt_seen:
        li      $v0, -1
lmt_done:
        jr      $ra

##############################
# Part III
##############################

# void init_display(): every cell hidden ('0', grey on grey), the cursor's cell on yellow.
init_display:
        li      $t0, 0xffff0000
        li      $t1, 0x7730             # '0', background grey, foreground grey
        li      $t2, 100
id_fill:
        sh      $t1, 0($t0)
        addi    $t0, $t0, 2
        addi    $t2, $t2, -1
        bnez    $t2, id_fill
        lw      $t0, cursor_row
        lw      $t1, cursor_col
        mul     $t0, $t0, 10
        add     $t0, $t0, $t1
        sll     $t0, $t0, 1
        li      $t1, 0xffff0001         # the colour byte of the cursor's cell
        add     $t0, $t0, $t1
        lbu     $t1, 0($t0)
        andi    $t1, $t1, 0x0F
        ori     $t1, $t1, 0xB0          # yellow background, same foreground
        sb      $t1, 0($t0)
        jr      $ra

# int set_cell(int row, int col, char ch, byte FG, byte BG): BG is the fifth argument, on
# the stack at 0($sp). 0 when the cell was set; -1 (and no change) when row or col is not
# 0-9 or a colour is not 0-15.
set_cell:
        lw      $t0, 0($sp)             # BG
        bltz    $a0, sc_invalid
        bge     $a0, 10, sc_invalid
        bltz    $a1, sc_invalid
        bge     $a1, 10, sc_invalid
        bltz    $a3, sc_invalid
        bgt     $a3, 15, sc_invalid
        bltz    $t0, sc_invalid
        bgt     $t0, 15, sc_invalid
        sll     $t0, $t0, 4
        or      $t0, $t0, $a3           # colour byte
        sll     $t0, $t0, 8
        andi    $t1, $a2, 0xFF
        or      $t0, $t0, $t1           # the cell's halfword
        mul     $t1, $a0, 10
        add     $t1, $t1, $a1
        sll     $t1, $t1, 1
        li      $t2, 0xffff0000
        add     $t1, $t1, $t2
        sh      $t0, 0($t1)
        li      $v0, 0
        jr      $ra
sc_invalid:
        li      $v0, -1
        jr      $ra

# void reveal_map(int game_status, byte[] array): lost (-1): show every cell (flags on bright
# green when right, bright red when wrong) and the exploded bomb under the cursor; won (1):
# the smiley; on-going (0): nothing.
reveal_map:
        beqz    $a0, rm_nothing
        bltz    $a0, rm_lost
        j       smiley                  # tail call: smiley returns to our caller
rm_nothing:
        jr      $ra
rm_lost:
        addi    $sp, $sp, -16
        sw      $ra, 12($sp)
        sw      $s0, 8($sp)
        sw      $s1, 4($sp)
        sw      $s2, 0($sp)
        move    $s0, $a1                # $s0 = array
        li      $s1, 0                  # row
rm_row:
        li      $s2, 0                  # col
rm_cell:
        mul     $t0, $s1, 10
        add     $t0, $t0, $s2
        add     $t0, $t0, $s0
        lbu     $t0, 0($t0)
        andi    $t1, $t0, 0x10
        beqz    $t1, rm_unflagged
        li      $a2, 'f'
        li      $a3, 12                 # bright blue
        li      $t2, 10                 # bright green: a bomb was there
        andi    $t1, $t0, 0x20
        bnez    $t1, rm_set
        li      $t2, 9                  # bright red: wrong flag
        j       rm_set
rm_unflagged:
        li      $t2, 0                  # black background from here on
        andi    $t1, $t0, 0x20
        beqz    $t1, rm_safe
        li      $a2, 'b'
        li      $a3, 7                  # grey
        j       rm_set
rm_safe:
        andi    $t1, $t0, 0x0F
        beqz    $t1, rm_empty
        addi    $a2, $t1, '0'
        li      $a3, 13                 # bright magenta
        j       rm_set
rm_empty:
        li      $a2, 0
        li      $a3, 15                 # white
rm_set:
        move    $a0, $s1
        move    $a1, $s2
        addi    $sp, $sp, -4
        sw      $t2, 0($sp)             # BG, the fifth argument
        jal     set_cell
        addi    $sp, $sp, 4
        addi    $s2, $s2, 1
        blt     $s2, 10, rm_cell
        addi    $s1, $s1, 1
        blt     $s1, 10, rm_row
        lw      $a0, cursor_row         # the bomb that went off
        lw      $a1, cursor_col
        li      $a2, 'e'
        li      $a3, 15                 # white on bright red
        li      $t2, 9
        addi    $sp, $sp, -4
        sw      $t2, 0($sp)
        jal     set_cell
        addi    $sp, $sp, 4
        lw      $ra, 12($sp)
        lw      $s0, 8($sp)
        lw      $s1, 4($sp)
        lw      $s2, 0($sp)
        addi    $sp, $sp, 16
        jr      $ra

##############################
# Part IV
##############################

# int perform_action(byte[] array, char action): w/a/s/d move the cursor, f toggles the flag
# of the cursor's cell, r reveals it (upper case too). 0 for a valid move; -1 (nothing done)
# for a move off the board, flagging or revealing a revealed cell, or any other character.
perform_action:
        addi    $sp, $sp, -16
        sw      $ra, 12($sp)
        sw      $s0, 8($sp)
        sw      $s1, 4($sp)
        sw      $s2, 0($sp)
        move    $s0, $a0                # $s0 = array
        lw      $s1, cursor_row
        lw      $s2, cursor_col
        ori     $t0, $a1, 0x20          # lower case
        move    $t1, $s1                # new cursor position
        move    $t2, $s2
        li      $t3, 'w'
        beq     $t0, $t3, pa_up
        li      $t3, 's'
        beq     $t0, $t3, pa_down
        li      $t3, 'a'
        beq     $t0, $t3, pa_left
        li      $t3, 'd'
        beq     $t0, $t3, pa_right
        li      $t3, 'f'
        beq     $t0, $t3, pa_flag
        li      $t3, 'r'
        beq     $t0, $t3, pa_reveal
        j       pa_invalid
pa_up:
        addi    $t1, $t1, -1
        j       pa_move
pa_down:
        addi    $t1, $t1, 1
        j       pa_move
pa_left:
        addi    $t2, $t2, -1
        j       pa_move
pa_right:
        addi    $t2, $t2, 1
pa_move:
        bltz    $t1, pa_invalid
        bge     $t1, 10, pa_invalid
        bltz    $t2, pa_invalid
        bge     $t2, 10, pa_invalid
        sw      $t1, cursor_row
        sw      $t2, cursor_col
        move    $a0, $s0                # the old cell loses the cursor
        move    $a1, $s1
        move    $a2, $s2
        jal     draw_cell
        move    $a0, $s0                # the new cell gets it
        lw      $a1, cursor_row
        lw      $a2, cursor_col
        jal     draw_cell
        j       pa_valid
pa_flag:
        mul     $t0, $s1, 10
        add     $t0, $t0, $s2
        add     $t0, $t0, $s0
        lbu     $t1, 0($t0)
        andi    $t2, $t1, 0x40
        bnez    $t2, pa_invalid
        xori    $t1, $t1, 0x10
        sb      $t1, 0($t0)
        move    $a0, $s0
        move    $a1, $s1
        move    $a2, $s2
        jal     draw_cell
        j       pa_valid
pa_reveal:
        mul     $t0, $s1, 10
        add     $t0, $t0, $s2
        add     $t0, $t0, $s0
        lbu     $t1, 0($t0)
        andi    $t2, $t1, 0x40
        bnez    $t2, pa_invalid
        andi    $t1, $t1, 0xEF          # revealing takes the flag away
        sb      $t1, 0($t0)
        andi    $t2, $t1, 0x20
        beqz    $t2, pa_search
        ori     $t1, $t1, 0x40          # a bomb: revealed, game_status reports the loss
        sb      $t1, 0($t0)
        move    $a0, $s0
        move    $a1, $s1
        move    $a2, $s2
        jal     draw_cell
        j       pa_valid
pa_search:
        move    $a0, $s0
        move    $a1, $s1
        move    $a2, $s2
        jal     search_cells
pa_valid:
        li      $v0, 0
        j       pa_return
pa_invalid:
        li      $v0, -1
pa_return:
        lw      $ra, 12($sp)
        lw      $s0, 8($sp)
        lw      $s1, 4($sp)
        lw      $s2, 0($sp)
        addi    $sp, $sp, 16
        jr      $ra

# draw_cell(array, row, col) (helper): show the cell as its state says -- hidden '0' grey on
# grey, flag bright blue on grey, bomb grey on black, number bright magenta on black, empty
# NUL white on black -- with a yellow background when the cursor is on it.
draw_cell:
        addi    $sp, $sp, -4
        sw      $ra, 0($sp)
        mul     $t0, $a1, 10
        add     $t0, $t0, $a2
        add     $t0, $t0, $a0
        lbu     $t0, 0($t0)
        li      $t4, 0                  # background black unless hidden
        andi    $t1, $t0, 0x40
        bnez    $t1, dc_revealed
        li      $t4, 7                  # grey
        andi    $t1, $t0, 0x10
        beqz    $t1, dc_hidden
        li      $t2, 'f'
        li      $t3, 12
        j       dc_cursor
dc_hidden:
        li      $t2, '0'
        li      $t3, 7
        j       dc_cursor
dc_revealed:
        andi    $t1, $t0, 0x20
        beqz    $t1, dc_safe
        li      $t2, 'b'
        li      $t3, 7
        j       dc_cursor
dc_safe:
        andi    $t1, $t0, 0x0F
        beqz    $t1, dc_empty
        addi    $t2, $t1, '0'
        li      $t3, 13
        j       dc_cursor
dc_empty:
        li      $t2, 0
        li      $t3, 15
dc_cursor:
        lw      $t5, cursor_row
        lw      $t6, cursor_col
        bne     $t5, $a1, dc_set
        bne     $t6, $a2, dc_set
        li      $t4, 11                 # yellow
dc_set:
        move    $a0, $a1
        move    $a1, $a2
        move    $a2, $t2
        move    $a3, $t3
        addi    $sp, $sp, -4
        sw      $t4, 0($sp)             # BG, the fifth argument
        jal     set_cell
        addi    $sp, $sp, 4
        lw      $ra, 0($sp)
        addi    $sp, $sp, 4
        jr      $ra

# int game_status(byte[] array): -1 when a bomb has been revealed, 1 when exactly the bomb
# cells are flagged, else 0.
game_status:
        li      $t0, 100
        li      $v0, 1                  # won until a cell says otherwise
gs_cell:
        lbu     $t1, 0($a0)
        andi    $t2, $t1, 0x60
        beq     $t2, 0x60, gs_lost      # revealed bomb
        srl     $t2, $t1, 5             # bomb bit
        srl     $t3, $t1, 4             # flag bit
        xor     $t2, $t2, $t3
        andi    $t2, $t2, 1
        beqz    $t2, gs_next
        li      $v0, 0                  # a bomb without flag or a flag without bomb
gs_next:
        addi    $a0, $a0, 1
        addi    $t0, $t0, -1
        bnez    $t0, gs_cell
        jr      $ra
gs_lost:
        li      $v0, -1
        jr      $ra

##############################
# Part V
##############################

# void search_cells(byte[] array, int row, int col): reveal (row, col) and, from every revealed
# cell without neighbouring bombs, its hidden unflagged neighbours, using the stack as the
# work list ($fp marks its bottom).
search_cells:
        addi    $sp, $sp, -20
        sw      $ra, 16($sp)
        sw      $fp, 12($sp)
        sw      $s0, 8($sp)
        sw      $s1, 4($sp)
        sw      $s2, 0($sp)
        move    $s0, $a0
        move    $fp, $sp
        addi    $sp, $sp, -8            # push (row, col)
        sw      $a1, 4($sp)
        sw      $a2, 0($sp)
sc_loop:
        beq     $sp, $fp, sc_done
        lw      $s2, 0($sp)             # pop col, then row
        lw      $s1, 4($sp)
        addi    $sp, $sp, 8
        mul     $t0, $s1, 10
        add     $t0, $t0, $s2
        add     $t0, $t0, $s0
        lbu     $t1, 0($t0)
        andi    $t2, $t1, 0x10
        bnez    $t2, sc_number          # a flagged cell stays hidden
        ori     $t1, $t1, 0x40
        sb      $t1, 0($t0)
        move    $a0, $s0
        move    $a1, $s1
        move    $a2, $s2
        jal     draw_cell
sc_number:
        mul     $t0, $s1, 10
        add     $t0, $t0, $s2
        add     $t0, $t0, $s0
        lbu     $t1, 0($t0)
        andi    $t1, $t1, 0x0F
        bnez    $t1, sc_loop
        la      $t3, around             # push the hidden, unflagged neighbours
        li      $t4, 8
sc_near:
        lw      $t5, 0($t3)
        add     $t5, $t5, $s1
        lw      $t6, 4($t3)
        add     $t6, $t6, $s2
        bltz    $t5, sc_next
        bge     $t5, 10, sc_next
        bltz    $t6, sc_next
        bge     $t6, 10, sc_next
        mul     $t7, $t5, 10
        add     $t7, $t7, $t6
        add     $t7, $t7, $s0
        lbu     $t7, 0($t7)
        andi    $t7, $t7, 0x50          # revealed or flagged
        bnez    $t7, sc_next
        addi    $sp, $sp, -8
        sw      $t5, 4($sp)
        sw      $t6, 0($sp)
sc_next:
        addi    $t3, $t3, 8
        addi    $t4, $t4, -1
        bnez    $t4, sc_near
        j       sc_loop
sc_done:
        lw      $ra, 16($sp)
        lw      $fp, 12($sp)
        lw      $s0, 8($sp)
        lw      $s1, 4($sp)
        lw      $s2, 0($sp)
        addi    $sp, $sp, 20
        jr      $ra
