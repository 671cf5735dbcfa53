# A test main for hw3.asm: calls every homework function on its own, the way the course's
# grading mains do (any order, fresh state), and prints what each returns. After every call it
# checks that the function kept the registers the calling convention says it must keep
# ($s0-$s7, $fp, $sp). Display contents are printed as a checksum (the sum of the 100 cell
# halfwords) plus a few cells, so the output is short and any change to a cell shows.
#
#   java -jar Mars.jar nc functions.asm

        .data
cells:      .space 100
saved_sp:   .word 0
saved_regs: .space 36                   # the caller's $s0-$s7, $fp during a checked call
f_setcell:  .asciiz "set_cell("
f_comma:    .asciiz ","
f_returns:  .asciiz ") = "
f_equals:   .asciiz " = "
f_open:     .asciiz "open_file "
f_display:  .asciiz "  display sum "
f_cell:     .asciiz " cell "
f_smiley:   .asciiz "smiley:"
f_colon:    .asciiz ":"
f_init:     .asciiz "init_display:"
f_load:     .asciiz "load_map "
f_bombs:    .asciiz " bombs "
f_counts:   .asciiz " counts sum "
f_status:   .asciiz "game_status: "
f_action:   .asciiz "perform_action "
f_cursor:   .asciiz " cursor "
f_state:    .asciiz " cell byte "
f_search:   .asciiz "search_cells(0,4): revealed "
f_reveal:   .asciiz "reveal_map "
f_clobber:  .asciiz "  !! a callee-saved register was changed\n"
f_nofile:   .asciiz "maps/missing.txt"
map1:       .asciiz "maps/map1.txt"
map2:       .asciiz "maps/map2.txt"
map3:       .asciiz "maps/map3.txt"
bad1:       .asciiz "maps/bad_char.txt"
bad2:       .asciiz "maps/odd_count.txt"
bad3:       .asciiz "maps/out_of_range.txt"
bad4:       .asciiz "maps/negative.txt"
bad5:       .asciiz "maps/no_bombs.txt"
bad6:       .asciiz "maps/too_many.txt"
            .align 2
maps:       .word map1, map2, map3, bad1, bad2, bad3, bad4, bad5, bad6, 0
# set_cell cases: row, col, ch, FG, BG
setcases:   .word 0, 0, 'A', 15, 0,    9, 9, 'b', 7, 0,    4, 5, '3', 13, 11
            .word -1, 0, 'x', 15, 0,   10, 0, 'x', 15, 0,  0, -1, 'x', 15, 0
            .word 0, 10, 'x', 15, 0,   0, 0, 'x', 16, 0,   0, 0, 'x', 15, 16
            .word 0, 0, 'x', -1, 0,    0, 0, 'x', 15, -1
            .word 99
actions:    .asciiz "waxDdrRfFsSWArddddddfFsr"

        .macro checked (%function)
        jal     set_sentinels
        jal     %function
        jal     check_sentinels
        .end_macro

        .macro print_str (%label)
        la      $a0, %label
        li      $v0, 4
        syscall
        .end_macro

        .macro print_int (%reg)
        move    $a0, %reg
        li      $v0, 1
        syscall
        .end_macro

        .macro newline
        li      $a0, '\n'
        li      $v0, 11
        syscall
        .end_macro

        .text
        .globl main
main:
        # ---- set_cell: valid cells, then every kind of bad argument (no change allowed)
        la      $s6, setcases
ts_case:
        lw      $t0, 0($s6)
        beq     $t0, 99, ts_done
        print_str(f_setcell)
        li      $s7, 0
ts_arg:
        sll     $t0, $s7, 2
        add     $t0, $t0, $s6
        lw      $t0, 0($t0)
        print_int($t0)
        beq     $s7, 4, ts_call
        print_str(f_comma)
        addi    $s7, $s7, 1
        j       ts_arg
ts_call:
        lw      $a0, 0($s6)
        lw      $a1, 4($s6)
        lw      $a2, 8($s6)
        lw      $a3, 12($s6)
        lw      $t0, 16($s6)
        addi    $sp, $sp, -4
        sw      $t0, 0($sp)
        checked(set_cell)
        addi    $sp, $sp, 4
        move    $s0, $v0
        print_str(f_returns)
        print_int($s0)
        jal     print_display
        addi    $s6, $s6, 20
        j       ts_case
ts_done:
        # ---- smiley and init_display
        print_str(f_smiley)
        checked(smiley)
        jal     print_display
        print_str(f_init)
        checked(init_display)
        jal     print_display

        # ---- load_map on every map (and open_file/close_file around it)
        la      $s6, maps
tl_map:
        lw      $s5, 0($s6)
        beqz    $s5, tl_done
        li      $t0, 0x7F               # garbage in the array first: load_map must clear it
        li      $t1, 0
tl_dirty:
        sb      $t0, cells($t1)
        addi    $t1, $t1, 1
        blt     $t1, 100, tl_dirty
        move    $a0, $s5
        checked(open_file)
        move    $s4, $v0
        move    $a0, $s4
        la      $a1, cells
        checked(load_map)
        move    $s3, $v0
        move    $a0, $s4
        checked(close_file)
        print_str(f_load)
        move    $a0, $s5
        li      $v0, 4
        syscall
        print_str(f_equals)
        print_int($s3)
        bltz    $s3, tl_next
        print_str(f_bombs)
        jal     count_bombs
        print_int($v0)
        print_str(f_counts)
        jal     sum_counts
        print_int($v0)
tl_next:
        newline
        addi    $s6, $s6, 4
        j       tl_map
tl_done:
        la      $a0, f_nofile
        checked(open_file)
        bgez    $v0, fail_open
        print_str(f_open)
        print_str(f_nofile)
        print_str(f_equals)
        li      $a0, -1
        li      $v0, 1
        syscall
        newline
fail_open:

        # ---- game_status on map1: ongoing, won (exactly the bombs flagged), a wrong flag,
        # a revealed bomb
        la      $a0, map1
        jal     load_fresh
        jal     print_status            # 0
        li      $t1, 0
tg_flag:
        lbu     $t0, cells($t1)
        andi    $t2, $t0, 0x20
        srl     $t2, $t2, 1             # bomb bit -> flag bit
        or      $t0, $t0, $t2
        sb      $t0, cells($t1)
        addi    $t1, $t1, 1
        blt     $t1, 100, tg_flag
        jal     print_status            # 1
        lbu     $t0, cells+0
        ori     $t0, $t0, 0x10
        sb      $t0, cells+0
        jal     print_status            # 0: one flag too many
        lbu     $t0, cells+17           # (1,7) is a bomb
        ori     $t0, $t0, 0x40
        sb      $t0, cells+17
        jal     print_status            # -1

        # ---- perform_action on map1 with a fresh display
        la      $a0, map1
        jal     load_fresh
        checked(init_display)
        la      $s6, actions
tp_next:
        lbu     $s5, 0($s6)
        beqz    $s5, tp_done
        la      $a0, cells
        move    $a1, $s5
        checked(perform_action)
        move    $s4, $v0
        print_str(f_action)
        move    $a0, $s5
        li      $v0, 11
        syscall
        print_str(f_equals)
        print_int($s4)
        print_str(f_cursor)
        lw      $t0, cursor_row
        print_int($t0)
        print_str(f_comma)
        lw      $t0, cursor_col
        print_int($t0)
        print_str(f_state)
        lw      $t0, cursor_row
        mul     $t0, $t0, 10
        lw      $t1, cursor_col
        add     $t0, $t0, $t1
        lbu     $a0, cells($t0)
        li      $v0, 34
        syscall
        jal     print_display
        addi    $s6, $s6, 1
        j       tp_next
tp_done:

        # ---- search_cells on its own, from (0,4) on map3 (no bombs around it)
        la      $a0, map3
        jal     load_fresh
        checked(init_display)
        la      $a0, cells
        li      $a1, 0
        li      $a2, 4
        checked(search_cells)
        print_str(f_search)
        li      $t1, 0
        li      $t2, 0
tr_count:
        lbu     $t0, cells($t1)
        andi    $t0, $t0, 0x40
        beqz    $t0, tr_hidden
        addi    $t2, $t2, 1
tr_hidden:
        addi    $t1, $t1, 1
        blt     $t1, 100, tr_count
        print_int($t2)
        jal     print_display

        # ---- reveal_map: on-going (nothing changes), lost, won
        li      $s7, 0
tv_status:
        print_str(f_reveal)
        print_int($s7)
        print_str(f_colon)
        move    $a0, $s7
        la      $a1, cells
        checked(reveal_map)
        jal     print_display
        beq     $s7, 1, tv_done
        addi    $s7, $s7, -1            # 0, -1, then 1
        bge     $s7, -1, tv_status
        li      $s7, 1
        j       tv_status
tv_done:
        li      $v0, 10
        syscall

# load_fresh(name): open, load_map into cells, close.
load_fresh:
        addi    $sp, $sp, -8
        sw      $ra, 4($sp)
        sw      $s0, 0($sp)
        jal     open_file
        move    $s0, $v0
        move    $a0, $s0
        la      $a1, cells
        jal     load_map
        move    $a0, $s0
        jal     close_file
        lw      $ra, 4($sp)
        lw      $s0, 0($sp)
        addi    $sp, $sp, 8
        jr      $ra

# print_status(): "game_status: N" for cells.
print_status:
        addi    $sp, $sp, -8
        sw      $ra, 4($sp)
        sw      $s0, 0($sp)
        la      $a0, cells
        checked(game_status)
        move    $s0, $v0
        print_str(f_status)
        print_int($s0)
        newline
        lw      $ra, 4($sp)
        lw      $s0, 0($sp)
        addi    $sp, $sp, 8
        jr      $ra

# count_bombs(): $v0 = cells with the bomb bit.
count_bombs:
        li      $v0, 0
        li      $t1, 0
cb_cell:
        lbu     $t0, cells($t1)
        srl     $t0, $t0, 5
        andi    $t0, $t0, 1
        add     $v0, $v0, $t0
        addi    $t1, $t1, 1
        blt     $t1, 100, cb_cell
        jr      $ra

# sum_counts(): $v0 = the sum of all cells' neighbour counts.
sum_counts:
        li      $v0, 0
        li      $t1, 0
su_cell:
        lbu     $t0, cells($t1)
        andi    $t0, $t0, 0x0F
        add     $v0, $v0, $t0
        addi    $t1, $t1, 1
        blt     $t1, 100, su_cell
        jr      $ra

# print_display(): "  display sum 0x... cell 0x...\n": the sum of the 100 halfwords, and
# the halfword under the cursor.
print_display:
        li      $t0, 0xffff0000
        li      $t1, 100
        li      $t2, 0
pd_cell:
        lhu     $t3, 0($t0)
        add     $t2, $t2, $t3
        addi    $t0, $t0, 2
        addi    $t1, $t1, -1
        bnez    $t1, pd_cell
        la      $a0, f_display
        li      $v0, 4
        syscall
        move    $a0, $t2
        li      $v0, 34
        syscall
        la      $a0, f_cell
        li      $v0, 4
        syscall
        lw      $t0, cursor_row
        mul     $t0, $t0, 10
        lw      $t1, cursor_col
        add     $t0, $t0, $t1
        sll     $t0, $t0, 1
        lhu     $a0, 0xffff0000($t0)
        li      $v0, 34
        syscall
        li      $a0, '\n'
        li      $v0, 11
        syscall
        jr      $ra

# set_sentinels(): known values in every register a function must keep; remembers $sp and
# our own values of those registers (check_sentinels gives them back).
set_sentinels:
        la      $t0, saved_regs
        sw      $s0, 0($t0)
        sw      $s1, 4($t0)
        sw      $s2, 8($t0)
        sw      $s3, 12($t0)
        sw      $s4, 16($t0)
        sw      $s5, 20($t0)
        sw      $s6, 24($t0)
        sw      $s7, 28($t0)
        sw      $fp, 32($t0)
        li      $s0, 0x5A5A0000
        li      $s1, 0x5A5A0001
        li      $s2, 0x5A5A0002
        li      $s3, 0x5A5A0003
        li      $s4, 0x5A5A0004
        li      $s5, 0x5A5A0005
        li      $s6, 0x5A5A0006
        li      $s7, 0x5A5A0007
        li      $fp, 0x5A5A00FF
        sw      $sp, saved_sp
        jr      $ra

# check_sentinels(): complains if a kept register changed, then restores our values; keeps $v0.
check_sentinels:
        li      $t0, 0x5A5A0000
        bne     $s0, $t0, clobbered
        addi    $t0, $t0, 1
        bne     $s1, $t0, clobbered
        addi    $t0, $t0, 1
        bne     $s2, $t0, clobbered
        addi    $t0, $t0, 1
        bne     $s3, $t0, clobbered
        addi    $t0, $t0, 1
        bne     $s4, $t0, clobbered
        addi    $t0, $t0, 1
        bne     $s5, $t0, clobbered
        addi    $t0, $t0, 1
        bne     $s6, $t0, clobbered
        addi    $t0, $t0, 1
        bne     $s7, $t0, clobbered
        li      $t0, 0x5A5A00FF
        bne     $fp, $t0, clobbered
        lw      $t0, saved_sp
        beq     $sp, $t0, restore
clobbered:
        move    $t0, $v0
        la      $a0, f_clobber
        li      $v0, 4
        syscall
        move    $v0, $t0
restore:
        la      $t0, saved_regs
        lw      $s0, 0($t0)
        lw      $s1, 4($t0)
        lw      $s2, 8($t0)
        lw      $s3, 12($t0)
        lw      $s4, 16($t0)
        lw      $s5, 20($t0)
        lw      $s6, 24($t0)
        lw      $s7, 28($t0)
        lw      $fp, 32($t0)
        jr      $ra

.include "hw3.asm"
