# print_interrupts.s -- interrupt-driven output: the display interrupt (utval 0x80) sends
# the next character of a message while the main program counts in a loop.
#
# Write 3 (ready | interrupt enable) to TC, not 2: the ready bit is part of the word and
# writing 2 clears it, which blocks output. The first character is stored by the main
# program; every display interrupt sends the next one.
#
#   rarslite run --kdmmio resources/examples/mmio/print_interrupts.s

        .data
message:  .asciz "interrupts print this\n"
next:     .word 0               # address of the next character to send
done:     .word 0               # set by the handler after the last character
save:     .space 12

        .text
main:
        la      t0, save
        csrw    t0, uscratch
        la      t0, handler
        csrw    t0, utvec
        li      t0, 0x100
        csrs    t0, uie
        li      s0, 0xFFFF0000
        li      t0, 3
        sw      t0, 8(s0)               # TC: ready and display interrupt enable
        la      t0, message
        addi    t1, t0, 1
        la      t2, next
        sw      t1, 0(t2)
        lbu     t1, 0(t0)
        csrsi   ustatus, 1
        sw      t1, 12(s0)              # the first character; the rest via interrupts
        la      s1, done
        li      s2, 0
count:                                  # useful work while the display is busy
        addi    s2, s2, 1
        lw      t0, 0(s1)
        beqz    t0, count
        mv      a0, s2
        li      a7, 1                   # print how often we counted (console)
        ecall
        li      a7, 10
        ecall

handler:
        csrrw   t0, uscratch, t0
        sw      t1, 0(t0)
        sw      t2, 4(t0)
        la      t1, next
        lw      t2, 0(t1)
        lbu     t2, 0(t2)
        beqz    t2, finished
        li      t1, 0xFFFF000C
        sw      t2, 0(t1)               # TD: TC is ready, we were interrupted for it
        la      t1, next
        lw      t2, 0(t1)
        addi    t2, t2, 1
        sw      t2, 0(t1)
        j       out
finished:
        la      t1, done
        li      t2, 1
        sw      t2, 0(t1)
out:
        lw      t1, 0(t0)
        lw      t2, 4(t0)
        csrrw   t0, uscratch, t0
        uret
