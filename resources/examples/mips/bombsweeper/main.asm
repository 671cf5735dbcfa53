# Bombsweeper main program (MARS 4.5): plays hw3.asm's functions on the 10x10 cell display.
#
#   java -jar Mars.jar nc main.asm pa maps/map1.txt
#
# The map file is the program argument (relative to the folder MARS runs in). Actions are read
# one per line with syscall 12: w a s d move the cursor, f toggles a flag, r reveals, q quits.
# Connect the CSE220 display (or look at memory 0xffff0000-0xffff00c7) to see the game.

        .data
        .globl cells                    # the cells array, for tools that show the game
cells:      .space 100
m_usage:    .asciiz "Give the map file as the program argument (pa maps/map1.txt).\n"
m_noopen:   .asciiz "Cannot open the map file.\n"
m_badmap:   .asciiz "The map file is not valid.\n"
m_ready:    .asciiz "Map loaded. w a s d move, f flag, r reveal, q quit.\n"
m_prompt:   .asciiz "action> "
m_refused:  .asciiz "Not allowed.\n"
m_won:      .asciiz "All bombs flagged: you win!\n"
m_lost:     .asciiz "BOOM! You revealed a bomb.\n"
m_quit:     .asciiz "Bye.\n"

        .text
        .globl main
main:
        blez    $a0, no_map
        lw      $a0, 0($a1)             # argv[0]: the map file name
        jal     open_file
        bltz    $v0, cannot_open
        move    $s0, $v0                # $s0 = fd
        move    $a0, $s0
        la      $a1, cells
        jal     load_map
        move    $s1, $v0
        move    $a0, $s0
        jal     close_file
        bltz    $s1, bad_map
        jal     init_display
        la      $a0, m_ready
        li      $v0, 4
        syscall
play:
        la      $a0, m_prompt
        li      $v0, 4
        syscall
        li      $v0, 12
        syscall
        move    $s2, $v0                # the action
        li      $a0, '\n'
        li      $v0, 11
        syscall
        li      $t0, 'q'
        beq     $s2, $t0, quit
        la      $a0, cells
        move    $a1, $s2
        jal     perform_action
        bgez    $v0, check
        la      $a0, m_refused
        li      $v0, 4
        syscall
check:
        la      $a0, cells
        jal     game_status
        beqz    $v0, play
        move    $s3, $v0
        move    $a0, $s3
        la      $a1, cells
        jal     reveal_map
        la      $a0, m_won
        bgtz    $s3, say
        la      $a0, m_lost
say:
        li      $v0, 4
        syscall
        j       exit
quit:
        la      $a0, m_quit
        j       say
no_map:
        la      $a0, m_usage
        j       fail
cannot_open:
        la      $a0, m_noopen
        j       fail
bad_map:
        la      $a0, m_badmap
fail:
        li      $v0, 4
        syscall
        li      $a0, 1
        li      $v0, 17
        syscall
exit:
        li      $v0, 10
        syscall

.include "hw3.asm"
