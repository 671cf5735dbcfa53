# included by include_asm_error.asm
f:      addi $t0, $t0
        jr   $ra
.include "nested_bad.asm"
