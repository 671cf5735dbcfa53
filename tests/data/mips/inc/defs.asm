# Included by include.asm: constants and a macro.
.eqv SYS_PRINT_STRING 4
.macro print_str (%label)
  la $a0, %label
  li $v0, SYS_PRINT_STRING
  syscall
.end_macro
