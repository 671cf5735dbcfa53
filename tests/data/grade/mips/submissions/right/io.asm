# included by main.asm
        .macro read_int(%reg)
        li $v0, 5
        syscall
        move %reg, $v0
        .end_macro
