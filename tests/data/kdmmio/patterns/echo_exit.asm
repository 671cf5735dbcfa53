# MARS 4.5 (issue 25): echo each key to the display by polling; exit on q. The q is stored
# to the transmitter just before the exit syscall, so with MARS's tool settings (fixed delay
# of 5 instructions, DAD on) it never appears: MARS's display ends with "hello ".
        .text
main:   li      $s0, 0xffff0000
loop:   lw      $t0, 0($s0)             # a key?
        andi    $t0, $t0, 1
        beqz    $t0, loop
        lw      $t1, 4($s0)
wait:   lw      $t0, 8($s0)             # the display ready?
        andi    $t0, $t0, 1
        beqz    $t0, wait
        sw      $t1, 12($s0)
        li      $t2, 'q'
        bne     $t1, $t2, loop
        li      $v0, 10
        syscall
