# The one-key game of game.s in MARS's MIPS: 'd' moves right, 'a' left, 'q' quits with
# the position as the exit code. Keys come from the Keyboard and Display MMIO.
        .data
pos:    .word 5
msg:    .asciiz "pos="
        .text
        .globl main
main:
        li   $s0, 0xffff0000    # Keyboard and Display MMIO
loop:
        lw   $t0, 0($s0)        # receiver control: bit 0 = a key is ready
        andi $t0, $t0, 1
        beqz $t0, loop
        lw   $a0, 4($s0)        # the key
        li   $t1, 113           # 'q'
        beq  $a0, $t1, done
        jal  move
        move $s1, $v0
        li   $v0, 4
        la   $a0, msg
        syscall
        move $a0, $s1
        li   $v0, 1
        syscall
        li   $a0, 10
        li   $v0, 11
        syscall
        j    loop
done:
        lw   $a0, pos
        li   $v0, 17            # exit with $a0
        syscall
        .include "moves.asm"
