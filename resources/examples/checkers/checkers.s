#------------------------------------------------------------------------------
# checkers.s -- a two-player checkers game for the Keyboard and Display MMIO
# tool, written for rarslite as a complete example of the CMPUT 229 checkers
# lab (bitboards, a keyboard interrupt handler and a memory-mapped display).
#
# Run it (RARS or rarslite): assemble this file, open the Keyboard and Display
# MMIO tool with a display of at least 40x22, connect it, run, then type moves:
#   <file><rank>   select a square, e.g. "c3" (an 'x' marks it); select the
#                  piece first, then each square it lands on
#   SPACE          play the selected squares as this turn
#   q              forget the selection
# Black moves first. Jumps are compulsory and a jumping piece must keep
# jumping while it can; a man reaching the far row is crowned at once (even in
# the middle of a chain). A player with no legal move loses.
#
# Calling conventions are the standard RISC-V ones: functions may clobber
# t and a registers and preserve s registers; the handler preserves everything.
#------------------------------------------------------------------------------
.include "common.s"

.text
#------------------------------------------------------------------------------
# checkers
# Sets up a new game, enables keyboard interrupts and runs the game loop:
# waits for the handler to leave a key in PENDING_KEY, acts on it, clears
# PENDING_KEY, until a turn leaves the next player without a legal move. Then
# prints the winner's message at (0,20) and returns.
# Arguments: a0 = address of MOVES_ARRAY
# Returns:   nothing
# Register usage:
#   s0 = address of MOVES_ARRAY
#   s1 = number of squares selected so far (0-128)
#   s2 = column of a file typed and waiting for its rank, -1 if none
#   s3 = key being processed
#   s4 = row, then result of doTurn
#   s5 = column of the square being selected
#   t0, t1 = temporaries (key classification, addresses, values to store)
#------------------------------------------------------------------------------
checkers:
    addi    sp, sp, -28
    sw      ra, 0(sp)
    sw      s0, 4(sp)
    sw      s1, 8(sp)
    sw      s2, 12(sp)
    sw      s3, 16(sp)
    sw      s4, 20(sp)
    sw      s5, 24(sp)
    mv      s0, a0

    # the starting position: black to move
    lw      t0, BLACK_START
    sw      t0, BLACK, t1
    lw      t0, RED_START
    sw      t0, RED, t1
    sw      zero, KINGS, t1
    sw      zero, TURN, t1
    sw      zero, PENDING_KEY, t1
    li      t0, -1
    sw      t0, 0(s0)               # nothing selected yet
    li      s1, 0
    li      s2, -1

    # keyboard interrupts: handler address, keyboard (external) interrupts in
    # uie, the device's interrupt enable bit, then interrupts globally
    la      t0, handler
    csrw    t0, utvec
    li      t0, 0x100
    csrs    t0, uie
    lw      t0, KEY_CONTROL
    li      t1, 2
    sw      t1, 0(t0)
    csrsi   ustatus, 1

    jal     displayBoard
    jal     displayGame

checkersWaitKey:
    lw      s3, PENDING_KEY
    beqz    s3, checkersWaitKey

    lbu     t0, ASCII_q
    beq     s3, t0, checkersClear
    lbu     t0, ASCII_SPACE
    beq     s3, t0, checkersSubmit
    lbu     t0, ASCII_a             # a file: 'a'..'h' (unsigned compare also rejects < 'a')
    sub     t0, s3, t0
    li      t1, 8
    bltu    t0, t1, checkersFile
    lbu     t0, ASCII_1             # a rank: '1'..'8'
    sub     t0, s3, t0
    bltu    t0, t1, checkersRank
    j       checkersKeyDone         # any other key is ignored

checkersFile:
    mv      s2, t0                  # a later file replaces an earlier one
    j       checkersKeyDone

checkersRank:
    bltz    s2, checkersKeyDone     # a rank without a file means nothing
    li      t1, 7
    sub     s4, t1, t0              # row = 8 - rank
    mv      s5, s2
    li      s2, -1
    mv      a0, s4
    mv      a1, s5
    jal     cordsToBits
    beqz    a0, checkersKeyDone     # not a game square
    li      t0, 128
    bge     s1, t0, checkersKeyDone # MOVES_ARRAY is full
    slli    t0, s1, 2
    add     t0, s0, t0
    sw      a0, 0(t0)
    li      t1, -1
    sw      t1, 4(t0)               # keep the list terminated for observers
    addi    s1, s1, 1
    slli    a0, s5, 2               # x = 4 + 4*column
    addi    a0, a0, 4
    slli    a1, s4, 1               # y = 2 + 2*row
    addi    a1, a1, 2
    lbu     a2, ASCII_x
    jal     printChar
    j       checkersKeyDone

checkersClear:
    li      s1, 0
    li      s2, -1
    li      t0, -1
    sw      t0, 0(s0)
    jal     displayGame             # redraw the squares, erasing the x marks
    j       checkersKeyDone

checkersSubmit:
    li      s2, -1                  # a half-typed square is dropped
    slli    t0, s1, 2
    add     t0, s0, t0
    li      t1, -1
    sw      t1, 0(t0)               # sentinel after the last selected square
    mv      a0, s0
    jal     doTurn
    mv      s4, a0
    li      s1, 0
    li      t0, -1
    sw      t0, 0(s0)
    beqz    s4, checkersRejected
    lw      t0, TURN                # the other player moves next
    xori    t0, t0, 1
    sw      t0, TURN, t1
    jal     displayGame
    jal     hasLegalMove
    bnez    a0, checkersKeyDone
    # the player to move is stuck: the one who just moved wins
    lw      t0, TURN
    la      a2, BLACK_WIN_MSG
    bnez    t0, checkersShowWinner  # red is stuck: black wins
    la      a2, RED_WIN_MSG
checkersShowWinner:
    li      a0, 0
    li      a1, 20
    jal     printStr
    sw      zero, PENDING_KEY, t0
    j       checkersReturn

checkersRejected:
    jal     displayGame             # same position, x marks erased

checkersKeyDone:
    sw      zero, PENDING_KEY, t0   # ready for the next key
    j       checkersWaitKey

checkersReturn:
    lw      ra, 0(sp)
    lw      s0, 4(sp)
    lw      s1, 8(sp)
    lw      s2, 12(sp)
    lw      s3, 16(sp)
    lw      s4, 20(sp)
    lw      s5, 24(sp)
    addi    sp, sp, 28
    ret

#------------------------------------------------------------------------------
# displayGame
# Draws every game square of the current position on the board drawn by
# displayBoard: b/B black man/king, r/R red man/king, - empty.
# Arguments: none. Returns: nothing.
# Register usage:
#   s0 = index of the square being drawn (0-31)
#   s1 = its bitboard (1 << s0)
#   t0 = BLACK, RED or KINGS while choosing the character
#------------------------------------------------------------------------------
displayGame:
    addi    sp, sp, -12
    sw      ra, 0(sp)
    sw      s0, 4(sp)
    sw      s1, 8(sp)
    li      s0, 0
    li      s1, 1
displayGameLoop:
    lbu     a1, ASCII_DASH
    lw      t0, BLACK
    and     t0, t0, s1
    bnez    t0, displayGameBlack
    lw      t0, RED
    and     t0, t0, s1
    bnez    t0, displayGameRed
    j       displayGameDraw
displayGameBlack:
    lbu     a1, ASCII_b
    lw      t0, KINGS
    and     t0, t0, s1
    beqz    t0, displayGameDraw
    lbu     a1, ASCII_B
    j       displayGameDraw
displayGameRed:
    lbu     a1, ASCII_r
    lw      t0, KINGS
    and     t0, t0, s1
    beqz    t0, displayGameDraw
    lbu     a1, ASCII_R
displayGameDraw:
    mv      a0, s0
    jal     printSquare
    addi    s0, s0, 1
    slli    s1, s1, 1
    bnez    s1, displayGameLoop     # stops once the bit is shifted out (32 squares)
    lw      ra, 0(sp)
    lw      s0, 4(sp)
    lw      s1, 8(sp)
    addi    sp, sp, 12
    ret

#------------------------------------------------------------------------------
# printSquare
# Draws a character on the board square with the given index.
# Arguments: a0 = square index (0-31), a1 = ASCII code
# Returns:   nothing
# Register usage: t0 = row, t1 = column, then the screen x and y.
#------------------------------------------------------------------------------
printSquare:
    addi    sp, sp, -4
    sw      ra, 0(sp)
    mv      a2, a1
    srli    t0, a0, 2               # row = index / 4
    andi    t1, a0, 3               # column = 2*(index % 4), +1 on even rows
    slli    t1, t1, 1
    andi    a0, t0, 1
    xori    a0, a0, 1
    add     t1, t1, a0
    slli    a0, t1, 2               # x = 4 + 4*column
    addi    a0, a0, 4
    slli    a1, t0, 1               # y = 2 + 2*row
    addi    a1, a1, 2
    jal     printChar
    lw      ra, 0(sp)
    addi    sp, sp, 4
    ret

#------------------------------------------------------------------------------
# genSlideMoves
# All squares reachable by one diagonal step from the source squares, which
# must all hold pieces of the player to move (TURN). Men step forward only
# (black down the board, red up), kings both ways; targets must be empty.
# Arguments: a0 = bitboard of source squares
# Returns:   a0 = bitboard of reachable squares; 0 if any source square is
#            empty or holds an opponent's piece
# Register usage:
#   t0 = TURN, then the pieces stepping down the board
#   t1 = BLACK, then the pieces stepping up the board
#   t2 = RED, then empty squares (NOCC)
#   t3 = pieces of the player to move, then a shifted bitboard
#   t4 = a mask
#   t5 = moves found so far
#------------------------------------------------------------------------------
genSlideMoves:
    lw      t0, TURN
    lw      t1, BLACK
    lw      t2, RED
    mv      t3, t1
    beqz    t0, genSlideMovesOwn
    mv      t3, t2
genSlideMovesOwn:
    not     t3, t3
    and     t3, a0, t3
    bnez    t3, genSlideMovesInvalid
    or      t2, t1, t2
    not     t2, t2                  # NOCC: empty squares
    lw      t3, KINGS
    and     t3, a0, t3              # kings among the sources
    # men move forward, kings also backward: black forward is down
    mv      t1, t3                  # up = kings
    bnez    t0, genSlideMovesRed
    mv      t0, a0                  # down = all black sources
    j       genSlideMovesShift
genSlideMovesRed:
    mv      t0, t3                  # down = red kings
    mv      t1, a0                  # up = all red sources
genSlideMovesShift:
    slli    t5, t0, 4               # down: +4 for every square
    lw      t4, THREE_D
    and     t3, t0, t4
    slli    t3, t3, 3
    or      t5, t5, t3
    lw      t4, FIVE_D
    and     t3, t0, t4
    slli    t3, t3, 5
    or      t5, t5, t3
    srli    t3, t1, 4               # up: -4 for every square
    or      t5, t5, t3
    lw      t4, THREE_U
    and     t3, t1, t4
    srli    t3, t3, 3
    or      t5, t5, t3
    lw      t4, FIVE_U
    and     t3, t1, t4
    srli    t3, t3, 5
    or      t5, t5, t3
    and     a0, t5, t2              # only empty squares
    ret
genSlideMovesInvalid:
    li      a0, 0
    ret

#------------------------------------------------------------------------------
# genJumpMoves
# All squares reachable by one capture from the source squares, which must all
# hold pieces of the player to move (TURN): a diagonal neighbour holds an
# opponent's piece and the square behind it is empty. Men jump forward only,
# kings both ways.
# Arguments: a0 = bitboard of source squares
# Returns:   a0 = bitboard of landing squares; 0 if any source square is
#            empty or holds an opponent's piece
# Register usage:
#   t0 = TURN, then the pieces jumping down the board
#   t1 = BLACK, then the pieces jumping up the board
#   t2 = RED, then empty squares (NOCC)
#   t3 = the opponent's pieces
#   t4 = a mask
#   t5 = moves found so far
#   t6 = neighbouring opponent pieces
#   a1 = a shifted bitboard
#------------------------------------------------------------------------------
genJumpMoves:
    lw      t0, TURN
    lw      t1, BLACK
    lw      t2, RED
    mv      t3, t1                  # own pieces in t3 for the check...
    mv      t6, t2                  # ...and the opponent's in t6
    beqz    t0, genJumpMovesOwn
    mv      t3, t2
    mv      t6, t1
genJumpMovesOwn:
    not     t3, t3
    and     t3, a0, t3
    bnez    t3, genJumpMovesInvalid
    mv      t3, t6                  # opponent
    or      t2, t1, t2
    not     t2, t2                  # NOCC
    lw      t4, KINGS
    and     t4, a0, t4              # kings among the sources
    mv      t1, t4                  # up = kings
    bnez    t0, genJumpMovesRed
    mv      t0, a0                  # down = all black sources
    j       genJumpMovesShift
genJumpMovesRed:
    mv      t0, t4                  # down = red kings
    mv      t1, a0                  # up = all red sources
genJumpMovesShift:
    # down, first step +4 then +3 or +5 (same diagonal direction)
    slli    t6, t0, 4
    and     t6, t6, t3
    lw      t4, THREE_D
    and     a1, t6, t4
    slli    t5, a1, 3
    lw      t4, FIVE_D
    and     a1, t6, t4
    slli    a1, a1, 5
    or      t5, t5, a1
    # down, first step +3 or +5 then +4
    lw      t4, THREE_D
    and     t6, t0, t4
    slli    t6, t6, 3
    lw      t4, FIVE_D
    and     a1, t0, t4
    slli    a1, a1, 5
    or      t6, t6, a1
    and     t6, t6, t3
    slli    a1, t6, 4
    or      t5, t5, a1
    # up, first step -4 then -3 or -5
    srli    t6, t1, 4
    and     t6, t6, t3
    lw      t4, THREE_U
    and     a1, t6, t4
    srli    a1, a1, 3
    or      t5, t5, a1
    lw      t4, FIVE_U
    and     a1, t6, t4
    srli    a1, a1, 5
    or      t5, t5, a1
    # up, first step -3 or -5 then -4
    lw      t4, THREE_U
    and     t6, t1, t4
    srli    t6, t6, 3
    lw      t4, FIVE_U
    and     a1, t1, t4
    srli    a1, a1, 5
    or      t6, t6, a1
    and     t6, t6, t3
    srli    a1, t6, 4
    or      t5, t5, a1
    and     a0, t5, t2              # landing squares must be empty
    ret
genJumpMovesInvalid:
    li      a0, 0
    ret

#------------------------------------------------------------------------------
# hasLegalMove
# Whether the player to move (TURN) has any slide or jump.
# Arguments: none
# Returns:   a0 = 1 if there is a legal move, 0 if not
# Register usage: s0 = the player's pieces, s1 = their slide moves.
#------------------------------------------------------------------------------
hasLegalMove:
    addi    sp, sp, -12
    sw      ra, 0(sp)
    sw      s0, 4(sp)
    sw      s1, 8(sp)
    lw      t0, TURN
    lw      s0, BLACK
    beqz    t0, hasLegalMoveGen
    lw      s0, RED
hasLegalMoveGen:
    mv      a0, s0
    jal     genSlideMoves
    mv      s1, a0
    mv      a0, s0
    jal     genJumpMoves
    or      a0, a0, s1
    snez    a0, a0
    lw      ra, 0(sp)
    lw      s0, 4(sp)
    lw      s1, 8(sp)
    addi    sp, sp, 12
    ret

#------------------------------------------------------------------------------
# indexToCords
# Row and column of a game square.
# Arguments: a0 = square index (0-31)
# Returns:   a0 = row (0-7), a1 = column (0-7)
# Register usage: t0 = index.
#------------------------------------------------------------------------------
indexToCords:
    mv      t0, a0
    srli    a0, t0, 2               # row = index / 4
    andi    a1, t0, 3               # column = 2*(index % 4), +1 on even rows
    slli    a1, a1, 1
    andi    t0, a0, 1
    xori    t0, t0, 1
    add     a1, a1, t0
    ret

#------------------------------------------------------------------------------
# makeMove
# Plays one step (slide or single jump) of the player to move, without any
# checking: moves the piece, removes a jumped piece, then crowns every piece
# of the mover that stands on the far row.
# Arguments: a0 = bitboard of the source square, a1 = bitboard of the target
# Returns:   nothing
# Register usage:
#   s0 = source bitboard, s1 = target bitboard
#   s2 = address of the mover's bitboard, s3 = address of the opponent's
#   s4 = source row, s5 = source column, s6 = target row
#   t0 = TURN, bitboard values being updated; t1 = KINGS or a mask
#------------------------------------------------------------------------------
makeMove:
    addi    sp, sp, -32
    sw      ra, 0(sp)
    sw      s0, 4(sp)
    sw      s1, 8(sp)
    sw      s2, 12(sp)
    sw      s3, 16(sp)
    sw      s4, 20(sp)
    sw      s5, 24(sp)
    sw      s6, 28(sp)
    mv      s0, a0
    mv      s1, a1
    lw      t0, TURN
    la      s2, BLACK
    la      s3, RED
    beqz    t0, makeMoveColours
    la      s2, RED
    la      s3, BLACK
makeMoveColours:
    # move the piece in the mover's bitboard
    lw      t0, 0(s2)
    not     t1, s0
    and     t0, t0, t1
    or      t0, t0, s1
    sw      t0, 0(s2)
    # a king stays a king
    lw      t1, KINGS
    and     t0, t1, s0
    beqz    t0, makeMoveCapture
    not     t0, s0
    and     t1, t1, t0
    or      t1, t1, s1
    sw      t1, KINGS, t0
makeMoveCapture:
    # a move over two rows is a jump: the captured square is halfway
    mv      a0, s0
    jal     bitsToIndex
    jal     indexToCords
    mv      s4, a0
    mv      s5, a1
    mv      a0, s1
    jal     bitsToIndex
    jal     indexToCords
    mv      s6, a0
    sub     t0, s6, s4
    li      t1, 2
    beq     t0, t1, makeMoveJump
    li      t1, -2
    bne     t0, t1, makeMovePromote
makeMoveJump:
    add     a0, s4, s6
    srai    a0, a0, 1               # middle row
    add     a1, s5, a1
    srai    a1, a1, 1               # middle column
    jal     cordsToBits
    not     a0, a0
    lw      t0, 0(s3)
    and     t0, t0, a0
    sw      t0, 0(s3)
    lw      t0, KINGS
    and     t0, t0, a0
    sw      t0, KINGS, t1
makeMovePromote:
    lw      t0, TURN
    lw      t1, BLACK_KING_ROW
    beqz    t0, makeMoveCrown
    lw      t1, RED_KING_ROW
makeMoveCrown:
    lw      t0, 0(s2)
    and     t0, t0, t1              # the mover's pieces on its far row
    lw      t1, KINGS
    or      t1, t1, t0
    sw      t1, KINGS, t0
    lw      ra, 0(sp)
    lw      s0, 4(sp)
    lw      s1, 8(sp)
    lw      s2, 12(sp)
    lw      s3, 16(sp)
    lw      s4, 20(sp)
    lw      s5, 24(sp)
    lw      s6, 28(sp)
    addi    sp, sp, 32
    ret

#------------------------------------------------------------------------------
# doTurn
# Checks and plays the turn described by MOVES_ARRAY for the player to move:
# the first entry is the piece, each following entry the square it moves to
# next, up to the -1 sentinel. Every entry must be a single game square.
# If the player can capture anywhere, every step must be a jump and the chain
# must go on until the piece has no further jump (crowning happens at once,
# so a new king may continue backwards). Otherwise the turn is exactly one
# slide. On any violation the position is restored and 0 is returned. TURN is
# not changed.
# Arguments: a0 = address of MOVES_ARRAY
# Returns:   a0 = 1 if the turn was legal and played, 0 if not
# Register usage:
#   s0 = address of the current entry of MOVES_ARRAY
#   s1 = 1 if the player must capture, else 0
#   s2, s3, s4 = BLACK, RED, KINGS before the turn (restored on failure)
#   s5 = square the piece is on (current source)
#   s6 = square it moves to next (current target)
#   t0 = TURN, sentinel value, or a single-bit test
#------------------------------------------------------------------------------
doTurn:
    addi    sp, sp, -32
    sw      ra, 0(sp)
    sw      s0, 4(sp)
    sw      s1, 8(sp)
    sw      s2, 12(sp)
    sw      s3, 16(sp)
    sw      s4, 20(sp)
    sw      s5, 24(sp)
    sw      s6, 28(sp)
    mv      s0, a0
    lw      s2, BLACK
    lw      s3, RED
    lw      s4, KINGS
    # is a capture available anywhere?
    lw      t0, TURN
    mv      a0, s2
    beqz    t0, doTurnForced
    mv      a0, s3
doTurnForced:
    jal     genJumpMoves
    snez    s1, a0
    # the piece: one square
    lw      s5, 0(s0)
    addi    t0, s5, -1
    and     t0, t0, s5
    bnez    t0, doTurnInvalid       # several squares, or the -1 sentinel
    beqz    s5, doTurnInvalid
    lw      t0, 4(s0)
    li      t1, -1
    beq     t0, t1, doTurnInvalid   # no target at all
doTurnStep:
    lw      s6, 4(s0)
    li      t0, -1
    beq     s6, t0, doTurnEnd
    addi    t0, s6, -1
    and     t0, t0, s6
    bnez    t0, doTurnInvalid       # target must be one square
    beqz    s6, doTurnInvalid
    mv      a0, s5
    beqz    s1, doTurnSlide
    jal     genJumpMoves
    j       doTurnCheckTarget
doTurnSlide:
    lw      t0, 8(s0)
    li      t1, -1
    bne     t0, t1, doTurnInvalid   # a slide ends the turn
    jal     genSlideMoves
doTurnCheckTarget:
    and     a0, a0, s6
    beqz    a0, doTurnInvalid
    mv      a0, s5
    mv      a1, s6
    jal     makeMove
    mv      s5, s6
    addi    s0, s0, 4
    j       doTurnStep
doTurnEnd:
    beqz    s1, doTurnValid
    mv      a0, s5                  # a capturing piece may not stop while it can jump
    jal     genJumpMoves
    bnez    a0, doTurnInvalid
doTurnValid:
    li      a0, 1
    j       doTurnReturn
doTurnInvalid:
    sw      s2, BLACK, t0
    sw      s3, RED, t0
    sw      s4, KINGS, t0
    li      a0, 0
doTurnReturn:
    lw      ra, 0(sp)
    lw      s0, 4(sp)
    lw      s1, 8(sp)
    lw      s2, 12(sp)
    lw      s3, 16(sp)
    lw      s4, 20(sp)
    lw      s5, 24(sp)
    lw      s6, 28(sp)
    addi    sp, sp, 32
    ret

#------------------------------------------------------------------------------
# handler
# Trap handler (utvec). A keyboard interrupt reads the key, which also tells
# the device it was received, and leaves it in PENDING_KEY unless an earlier
# key is still waiting there. Anything else goes to handlerTerminate.
# Registers are saved in DATA_TRAP, whose address the program keeps in
# uscratch; a0 is swapped with uscratch on entry and exit.
# Arguments: none. Returns: nothing (uret).
# Register usage (all restored):
#   a0 = address of DATA_TRAP
#   t0 = ucause, then the key
#   t1 = expected cause, then PENDING_KEY and its address
#------------------------------------------------------------------------------
handler:
    csrrw   a0, uscratch, a0
    sw      t0, 0(a0)
    sw      t1, 4(a0)
    csrr    t0, ucause
    li      t1, 0x80000008          # interrupt, external (the keyboard)
    bne     t0, t1, handlerTerminate
    lw      t0, KEY_DATA
    lw      t0, 0(t0)               # the key; reading it clears the ready bit
    lw      t1, PENDING_KEY
    bnez    t1, handlerDone         # previous key not processed yet: drop this one
    la      t1, PENDING_KEY
    sw      t0, 0(t1)
handlerDone:
    lw      t0, 0(a0)
    lw      t1, 4(a0)
    csrrw   a0, uscratch, a0
    uret
