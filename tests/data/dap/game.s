# A one-key game for the debugger tests: 'd' moves right, 'a' left, 'q' quits with the
# position as the exit code. Keys come from the Keyboard and Display MMIO.
        .data
pos:    .word 5
msg:    .asciz "pos="
        .text
        .globl main
main:
        li   s0, 0xffff0000     # Keyboard and Display MMIO
loop:
        lw   t0, 0(s0)          # receiver control: bit 0 = a key is ready
        andi t0, t0, 1
        beqz t0, loop
        lw   a0, 4(s0)          # the key
        li   t1, 113            # 'q'
        beq  a0, t1, done
        jal  move
        mv   s1, a0
        li   a7, 4
        la   a0, msg
        ecall
        mv   a0, s1
        li   a7, 1
        ecall
        li   a0, 10
        li   a7, 11
        ecall
        j    loop
done:
        lw   a0, pos
        li   a7, 93             # exit with a0
        ecall
        .include "moves.s"
