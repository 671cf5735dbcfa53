# echo_polling.s -- polling Keyboard and Display MMIO: echo every key, quit on 'q'.
#
# Waits for the receiver's ready bit (RC bit 0), reads the key from RD (which clears
# ready), waits for the transmitter's ready bit (TC bit 0) and stores the key to TD.
# Enter arrives as 10 and starts a new line of the display.
#
#   rarslite run --kdmmio --keys 'hello\nworld q' resources/examples/mmio/echo_polling.s
#   rarslite play resources/examples/mmio/echo_polling.s

        .text
main:
        li      s0, 0xFFFF0000          # MMIO base: RC +0, RD +4, TC +8, TD +12
        li      s1, 'q'
loop:
        lw      t0, 0(s0)               # RC
        andi    t0, t0, 1
        beqz    t0, loop                # no key yet
        lw      a0, 4(s0)               # RD: the key (reading it clears RC ready)
        beq     a0, s1, done
        jal     putc
        j       loop
done:
        li      a7, 10
        ecall

# putc(a0): wait until the display is ready, then send a0.
putc:
        lw      t1, 8(s0)               # TC
        andi    t1, t1, 1
        beqz    t1, putc
        sw      a0, 12(s0)              # TD
        ret
