#------------------------------------------------------------------------------
# common.s -- shared globals and helpers for the checkers game (rarslite example)
#
# This file belongs with checkers.s, which includes it on its first line. It
# holds everything the game's functions rely on but do not implement:
#
#   * the game state globals (BLACK, RED, KINGS, TURN), the MOVES_ARRAY of
#     selected squares, PENDING_KEY (written by the keyboard handler) and
#     DATA_TRAP (where the handler saves registers),
#   * the shift masks used for bitboard move generation,
#   * the ASCII characters, MMIO register addresses and messages the game uses,
#   * the helpers displayBoard, bitsToIndex, cordsToBits, printChar, printStr,
#     waitForDisplayReady and the handlerTerminate exit path,
#   * the program entry: it points uscratch at DATA_TRAP, calls
#     checkers(MOVES_ARRAY) and exits once the game is over.
#
# Bitboards: bit i stands for game square i. Squares are numbered left to
# right, top (rank 8, row 0) to bottom (rank 1, row 7), four per row:
#
#        a  b  c  d  e  f  g  h
#     8     0     1     2     3        row 0: game squares in columns 1,3,5,7
#     7  4     5     6     7           row 1: game squares in columns 0,2,4,6
#     6     8     9    10    11
#     5 12    13    14    15
#     4    16    17    18    19
#     3 20    21    22    23
#     2    24    25    26    27
#     1 28    29    30    31
#
# Black starts on squares 0-11 and moves down the board (towards larger
# indexes); red starts on squares 20-31 and moves up.
#
# Play it in the Keyboard and Display MMIO tool with a display of at least
# 40 columns x 22 rows: type a square as its file then its rank (e.g. "c3"),
# select the moving piece and then every square it lands on, press SPACE to
# play the turn or q to clear the selection.
#------------------------------------------------------------------------------

.data
# ---- game state -------------------------------------------------------------
BLACK:          .word 0         # squares holding a black piece (man or king)
RED:            .word 0         # squares holding a red piece (man or king)
KINGS:          .word 0         # squares holding a king of either colour
TURN:           .word 0         # 0: black moves next, 1: red moves next
PENDING_KEY:    .word 0         # last key typed and not yet processed, 0 if none

# Squares selected for the current turn: room for 128 single-square
# bitboards plus the -1 (0xFFFFFFFF) sentinel that ends the list.
MOVES_ARRAY:    .space 516

# The keyboard handler saves the registers it uses here (never on the stack,
# which may be in any state when an interrupt arrives).
DATA_TRAP:      .space 128

# ---- move generation masks --------------------------------------------------
# Going down a row moves a square's index by +4 and, depending on the row
# parity and the column, by +3 or +5; going up by -4 and -3 or -5.
THREE_D:        .word 0xE0E0E0E0    # squares that step down by 3 (odd rows, not file a)
FIVE_D:         .word 0x07070707    # squares that step down by 5 (even rows, not file h)
THREE_U:        .word 0x07070707    # squares that step up by 3 (even rows, not file h)
FIVE_U:         .word 0xE0E0E0E0    # squares that step up by 5 (odd rows, not file a)
BLACK_KING_ROW: .word 0xF0000000    # row 7 (rank 1): black men are crowned here
RED_KING_ROW:   .word 0x0000000F    # row 0 (rank 8): red men are crowned here
BLACK_START:    .word 0x00000FFF    # black men on rows 0-2
RED_START:      .word 0xFFF00000    # red men on rows 5-7

# ---- memory-mapped keyboard and display registers ---------------------------
KEY_CONTROL:     .word 0xFFFF0000   # bit 0: key ready, bit 1: keyboard interrupt enable
KEY_DATA:        .word 0xFFFF0004   # ASCII code of the last key typed
DISPLAY_CONTROL: .word 0xFFFF0008   # bit 0: display ready for a character
DISPLAY_DATA:    .word 0xFFFF000C   # character to show (bell 7 + x/y moves the cursor)

# ---- characters ---------------------------------------------------------------
ASCII_b:        .byte 'b'       # black man
ASCII_B:        .byte 'B'       # black king
ASCII_r:        .byte 'r'       # red man
ASCII_R:        .byte 'R'       # red king
ASCII_DASH:     .byte '-'       # empty game square
ASCII_x:        .byte 'x'       # selected square
ASCII_a:        .byte 'a'       # first file
ASCII_h:        .byte 'h'       # last file
ASCII_1:        .byte '1'       # first rank
ASCII_8:        .byte '8'       # last rank
ASCII_q:        .byte 'q'       # clear the selection
ASCII_SPACE:    .byte ' '       # play the selected turn
ASCII_NEWLINE:  .byte '\n'

# ---- messages -----------------------------------------------------------------
BLACK_WIN_MSG:  .asciz "BLACK wins! Red has no legal move."
RED_WIN_MSG:    .asciz "RED wins! Black has no legal move."
TERMINATE_MSG1: .asciz "Error: Unhandled interrupt with exception code: "
TERMINATE_MSG2: .asciz "\n   Originating from the instruction at address: "

# The empty board, printed once at (0,0). The square in row r, column c is
# drawn at x = 4 + 4*c, y = 2 + 2*r; the winner's message goes on line 20.
BOARD_STR:
    .ascii "    a   b   c   d   e   f   g   h\n"
    .ascii "  +---+---+---+---+---+---+---+---+\n"
    .ascii "8 |   |   |   |   |   |   |   |   | 8\n"
    .ascii "  +---+---+---+---+---+---+---+---+\n"
    .ascii "7 |   |   |   |   |   |   |   |   | 7\n"
    .ascii "  +---+---+---+---+---+---+---+---+\n"
    .ascii "6 |   |   |   |   |   |   |   |   | 6\n"
    .ascii "  +---+---+---+---+---+---+---+---+\n"
    .ascii "5 |   |   |   |   |   |   |   |   | 5\n"
    .ascii "  +---+---+---+---+---+---+---+---+\n"
    .ascii "4 |   |   |   |   |   |   |   |   | 4\n"
    .ascii "  +---+---+---+---+---+---+---+---+\n"
    .ascii "3 |   |   |   |   |   |   |   |   | 3\n"
    .ascii "  +---+---+---+---+---+---+---+---+\n"
    .ascii "2 |   |   |   |   |   |   |   |   | 2\n"
    .ascii "  +---+---+---+---+---+---+---+---+\n"
    .ascii "1 |   |   |   |   |   |   |   |   | 1\n"
    .ascii "  +---+---+---+---+---+---+---+---+\n"
    .asciz "    a   b   c   d   e   f   g   h"

.text
#------------------------------------------------------------------------------
# Program entry (the first instruction of the program).
# Points uscratch at DATA_TRAP for the handler, plays one game, then waits for
# the display to finish drawing the last character before exiting.
#------------------------------------------------------------------------------
commonMain:
    la      t0, DATA_TRAP
    csrw    t0, uscratch
    la      a0, MOVES_ARRAY
    jal     checkers
    jal     waitForDisplayReady     # let the last character of the message appear
    li      a7, 10
    ecall

#------------------------------------------------------------------------------
# handlerTerminate
# Jumped to (not called) by the trap handler for anything that is not a
# keyboard interrupt: prints ucause and uepc on the console and ends the run.
# Register usage: a0, a7 for the ecalls; everything else is left alone since
# the program does not continue.
#------------------------------------------------------------------------------
handlerTerminate:
    la      a0, TERMINATE_MSG1
    li      a7, 4
    ecall
    csrr    a0, ucause
    li      a7, 34
    ecall
    la      a0, TERMINATE_MSG2
    li      a7, 4
    ecall
    csrr    a0, uepc
    li      a7, 34
    ecall
    li      a7, 10
    ecall

#------------------------------------------------------------------------------
# displayBoard
# Draws the empty board (BOARD_STR) with its top-left corner at (0,0).
# Arguments: none. Returns: nothing.
# Register usage: only the arguments of printStr.
#------------------------------------------------------------------------------
displayBoard:
    addi    sp, sp, -4
    sw      ra, 0(sp)
    li      a0, 0
    li      a1, 0
    la      a2, BOARD_STR
    jal     printStr
    lw      ra, 0(sp)
    addi    sp, sp, 4
    ret

#------------------------------------------------------------------------------
# bitsToIndex
# Arguments: a0 = bitboard with one bit set
# Returns:   a0 = index (0-31) of that bit; with several bits set, the index
#            of the most significant one; -1 for an empty bitboard.
# Register usage: t0 = bits not yet shifted out.
#------------------------------------------------------------------------------
bitsToIndex:
    mv      t0, a0
    li      a0, -1
bitsToIndexLoop:
    beqz    t0, bitsToIndexDone
    srli    t0, t0, 1
    addi    a0, a0, 1
    j       bitsToIndexLoop
bitsToIndexDone:
    ret

#------------------------------------------------------------------------------
# cordsToBits
# Arguments: a0 = row index (0-7, row 0 is rank 8)
#            a1 = column index (0-7, column 0 is file a)
# Returns:   a0 = bitboard of that square, or 0 when it is not a game square.
# Game squares are the ones whose row + column is odd; their index is
# 4*row + column/2.
# Register usage: t0 = row + column parity, then the square index.
#------------------------------------------------------------------------------
cordsToBits:
    add     t0, a0, a1
    andi    t0, t0, 1
    beqz    t0, cordsToBitsLight
    slli    t0, a0, 2
    srli    a0, a1, 1
    add     t0, t0, a0
    li      a0, 1
    sll     a0, a0, t0
    ret
cordsToBitsLight:
    li      a0, 0
    ret

#------------------------------------------------------------------------------
# waitForDisplayReady
# Busy-waits until the display's ready bit (DISPLAY_CONTROL bit 0) is set,
# i.e. the previous character has been shown and a new one may be sent.
# Register usage: t0 = DISPLAY_CONTROL address, t1 = its value.
#------------------------------------------------------------------------------
waitForDisplayReady:
    lw      t0, DISPLAY_CONTROL
waitForDisplayReadyLoop:
    lw      t1, 0(t0)
    andi    t1, t1, 1
    beqz    t1, waitForDisplayReadyLoop
    ret

#------------------------------------------------------------------------------
# printChar
# Draws one character at a position of the display, replacing what was there.
# Arguments: a0 = x (column), a1 = y (row), a2 = ASCII code
# Returns:   nothing
# The display moves its cursor when it receives a bell (7) whose bits 20-31
# hold x and bits 8-19 hold y; the next character is drawn there.
# Register usage: s0 = x, s1 = y, s2 = character (saved, as waitForDisplayReady
#                 uses t0-t1), t0 = DISPLAY_DATA address, t1 = word to send.
#------------------------------------------------------------------------------
printChar:
    addi    sp, sp, -16
    sw      ra, 0(sp)
    sw      s0, 4(sp)
    sw      s1, 8(sp)
    sw      s2, 12(sp)
    mv      s0, a0
    mv      s1, a1
    mv      s2, a2
    jal     waitForDisplayReady
    slli    t1, s0, 20              # x in bits 20-31
    slli    t0, s1, 8               # y in bits 8-19
    or      t1, t1, t0
    ori     t1, t1, 7               # bell: move the cursor
    lw      t0, DISPLAY_DATA
    sw      t1, 0(t0)
    jal     waitForDisplayReady
    lw      t0, DISPLAY_DATA
    sw      s2, 0(t0)
    lw      ra, 0(sp)
    lw      s0, 4(sp)
    lw      s1, 8(sp)
    lw      s2, 12(sp)
    addi    sp, sp, 16
    ret

#------------------------------------------------------------------------------
# printStr
# Draws a NUL-terminated string starting at (x, y). A newline is not drawn:
# the following characters continue on the next row, back at column x.
# Arguments: a0 = x, a1 = y, a2 = address of the string
# Returns:   nothing
# Register usage: s0 = starting x, s1 = current x, s2 = current y,
#                 s3 = address of the next character, t0 = that character,
#                 t1 = the newline code.
#------------------------------------------------------------------------------
printStr:
    addi    sp, sp, -20
    sw      ra, 0(sp)
    sw      s0, 4(sp)
    sw      s1, 8(sp)
    sw      s2, 12(sp)
    sw      s3, 16(sp)
    mv      s0, a0
    mv      s1, a0
    mv      s2, a1
    mv      s3, a2
printStrLoop:
    lbu     t0, 0(s3)
    beqz    t0, printStrDone
    addi    s3, s3, 1
    li      t1, 10
    beq     t0, t1, printStrNewline
    mv      a0, s1
    mv      a1, s2
    mv      a2, t0
    jal     printChar
    addi    s1, s1, 1
    j       printStrLoop
printStrNewline:
    mv      s1, s0
    addi    s2, s2, 1
    j       printStrLoop
printStrDone:
    lw      ra, 0(sp)
    lw      s0, 4(sp)
    lw      s1, 8(sp)
    lw      s2, 12(sp)
    lw      s3, 16(sp)
    addi    sp, sp, 20
    ret
