# included by include_runtime.asm
.macro load_from(%r)
        lw   $t3, 0(%r)
.end_macro
crash:  addi $t2, $zero, 3
        load_from($t2)        # address error here (in a macro)
        jr   $ra
