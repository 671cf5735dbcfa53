# digital_lab.asm -- MARS's Digital Lab Sim (Tools > Digital Lab Sim): the right digit
# counts 0-f, one step every 1024 counter interrupts (the tool raises one every 30
# instructions while the counter is enabled), and the left digit shows the last key clicked
# on the keypad; clicking key f ends the program. A click while the handler runs is lost
# (MARS raises no interrupt while Status EXL is 1): click the key again.
#
#   rarslite run --digital-lab-keys '5@3000 -@4000 c@40000 -@41000 f@70000' \
#       resources/examples/mips/digital_lab/digital_lab.asm
#
# Addresses: 0xffff0010 right digit, 0xffff0011 left digit, 0xffff0012 keypad row select
# (bit 7: keypad interrupt enable), 0xffff0013 counter interrupt enable, 0xffff0014 key code.
# Both interrupts enter the exception handler at 0x80000180 with Cause bit 10 (counter) or
# bit 11 (keypad) set; MARS's tool raises them whenever Status EXL is 0, even with IE 0.
# MARS sets those Cause bits but never clears them: the handler clears Cause itself.

        .data
digits: .byte 0x3f, 0x06, 0x5b, 0x4f, 0x66, 0x6d, 0x7d, 0x07   # 0-7: segments a..g
        .byte 0x7f, 0x6f, 0x77, 0x7c, 0x39, 0x5e, 0x79, 0x71   # 8-f
ticks:  .word 0
key:    .word -1                        # the last key clicked

        .text
main:
        li      $s0, 0xffff0000
        li      $t0, 0x80               # keypad interrupt enable (no row selected)
        sb      $t0, 0x12($s0)
        lbu     $t0, digits
        sb      $t0, 0x10($s0)          # right digit: 0
        li      $t0, 0x40               # left digit: '-' until a key is clicked
        sb      $t0, 0x11($s0)
        li      $t0, 1
        sb      $t0, 0x13($s0)          # counter interrupt on
loop:   lw      $t0, key                # everything happens in the handler: wait for f
        bne     $t0, 15, loop
        li      $v0, 10
        syscall

        .ktext  0x80000180
        move    $k1, $at                # the handler may use $k0, $k1 only: save the rest
        sw      $t0, save0
        sw      $t1, save1
        sw      $t2, save2
        mfc0    $k0, $13                # Cause
        mtc0    $zero, $13              # MARS never clears bits 10 and 11 itself
        andi    $k0, $k0, 0x0400        # bit 10: the counter
        bnez    $k0, counter
        li      $t0, 1                  # the keypad: scan the rows for the held key
scan:   ori     $t1, $t0, 0x80          # keep the keypad interrupt enabled
        sb      $t1, 0x12($s0)
        lbu     $t1, 0x14($s0)
        bnez    $t1, found
        sll     $t0, $t0, 1
        blt     $t0, 16, scan
        j       done                    # released before we looked
found:  li      $t2, 0                  # the key whose code is $t1: 4 * row + column
        andi    $t0, $t1, 0x0f
row:    srl     $t0, $t0, 1
        beqz    $t0, col
        addi    $t2, $t2, 4
        j       row
col:    srl     $t0, $t1, 5
colnext:
        beqz    $t0, show
        addi    $t2, $t2, 1
        srl     $t0, $t0, 1
        j       colnext
show:   sw      $t2, key
        lbu     $t0, digits($t2)
        sb      $t0, 0x11($s0)          # the left digit
        j       done
counter:
        lw      $t1, ticks
        addi    $t1, $t1, 1
        sw      $t1, ticks
        srl     $t1, $t1, 10            # a step every 1024 interrupts
        andi    $t1, $t1, 0xf
        lbu     $t0, digits($t1)
        sb      $t0, 0x10($s0)          # the right digit
done:   lw      $t0, save0
        lw      $t1, save1
        lw      $t2, save2
        move    $at, $k1
        eret

        .kdata
save0:  .word 0
save1:  .word 0
save2:  .word 0
