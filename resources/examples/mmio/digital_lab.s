# digital_lab.s -- the Digital Lab Sim (Tools > Digital Lab Sim): the right digit counts
# 0-f, one step every 1024 counter interrupts (the tool raises one every 30 instructions
# while the counter is enabled), and the left digit shows the last key clicked on the
# keypad; clicking key f ends the program.
#
#   rarslite run --digital-lab-keys '5@3000 -@4000 c@40000 -@41000 f@70000' \
#       resources/examples/mmio/digital_lab.s
#
# Addresses (MMIO base 0xffff0000): +0x10 right digit, +0x11 left digit, +0x12 keypad row
# select (bit 7: keypad interrupt enable), +0x13 counter interrupt enable, +0x14 key code.
# The counter's interrupt is a timer interrupt (ucause 0x80000004, utval 0x100), the
# keypad's an external one (ucause 0x80000008, utval 0x200).

        .data
digits: .byte 0x3f, 0x06, 0x5b, 0x4f, 0x66, 0x6d, 0x7d, 0x07   # 0-7: segments a..g
        .byte 0x7f, 0x6f, 0x77, 0x7c, 0x39, 0x5e, 0x79, 0x71   # 8-f
ticks:  .word 0
key:    .word -1                        # the last key clicked
save:   .word 0, 0, 0, 0

        .text
main:
        li      s0, 0xffff0000
        la      t0, handler
        csrw    t0, utvec
        li      t0, 0x110               # uie: external (bit 8) and timer (bit 4)
        csrw    t0, uie
        csrsi   ustatus, 1              # interrupts on
        li      t0, 0x80                # keypad interrupt enable (no row selected)
        sb      t0, 0x12(s0)
        la      t1, digits
        lbu     t0, 0(t1)
        sb      t0, 0x10(s0)            # right digit: 0
        li      t0, 0x40                # left digit: '-' until a key is clicked
        sb      t0, 0x11(s0)
        li      t0, 1
        sb      t0, 0x13(s0)            # counter interrupt on
loop:   lw      t0, key                 # everything happens in the handler: wait for f
        li      t1, 15
        bne     t0, t1, loop
        li      a7, 10
        ecall

handler:
        la      t6, save                # t6 is the program's scratch: save what we use
        sw      t0, 0(t6)
        sw      t1, 4(t6)
        sw      t2, 8(t6)
        sw      t3, 12(t6)
        csrr    t0, ucause
        andi    t0, t0, 0xf
        li      t1, 4
        beq     t0, t1, counter
keypad:                                 # scan the rows for the held key
        li      t0, 1                   # row bit
scan:   ori     t1, t0, 0x80            # keep the keypad interrupt enabled
        sb      t1, 0x12(s0)
        lbu     t1, 0x14(s0)
        bnez    t1, found
        slli    t0, t0, 1
        li      t2, 16
        blt     t0, t2, scan
        j       done                    # released before we looked
found:  li      t2, 0                   # the key whose code is t1: 4 * row + column
        andi    t3, t1, 0x0f
row:    srli    t3, t3, 1
        beqz    t3, col
        addi    t2, t2, 4
        j       row
col:    srli    t3, t1, 5
colnext:
        beqz    t3, show
        addi    t2, t2, 1
        srli    t3, t3, 1
        j       colnext
show:   la      t3, key
        sw      t2, 0(t3)
        la      t3, digits
        add     t3, t3, t2
        lbu     t3, 0(t3)
        sb      t3, 0x11(s0)            # the left digit
        j       done
counter:
        la      t0, ticks
        lw      t1, 0(t0)
        addi    t1, t1, 1
        sw      t1, 0(t0)
        srli    t1, t1, 10              # a step every 1024 interrupts
        andi    t1, t1, 0xf
        la      t2, digits
        add     t2, t2, t1
        lbu     t2, 0(t2)
        sb      t2, 0x10(s0)            # the right digit
done:   lw      t0, 0(t6)
        lw      t1, 4(t6)
        lw      t2, 8(t6)
        lw      t3, 12(t6)
        uret
