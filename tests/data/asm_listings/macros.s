# macros (params, local labels, overloading, paren calls, nesting), .eqv and .include
        .eqv    SIZE, 16
        .eqv    REG t3
        .eqv    EXIT 10
        .include "inc/mac_lib.s"
        .macro  loop_n(%n, %body_reg)
        li      %body_reg, 0
again:  addi    %body_reg, %body_reg, 1
        blt     %body_reg, %n, again
        j       done
done:   nop
        .end_macro
        .macro  twice
        nop
        nop
        .end_macro
        .macro  twice %x
        add     %x, %x, %x
        .end_macro
        .macro  $spim(%a)
        .end_macro
        .data
arr:    .space  SIZE
        .text
main:   li      REG, SIZE
        push    t0
        push(REG)
        loop_n(t1, t2)
        loop_n  a0, a1
        print_int(t2)
        pop     t0
        twice
        twice   x5
        li      a7, EXIT
        ecall
