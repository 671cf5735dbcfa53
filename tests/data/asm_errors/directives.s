# directive misuse: every message of the directive handlers
        .data
        .align  -1
        .align  x
        .align  1, 2
        .space
        .space  -3
        .space  lbl
        .extern e1
        .extern e2 -4
        .extern e3 x
        .globl
        .globl  5
        .word   "str"
        .word   1.5
        .word   +
        .float  "x"
        .float  0x10
        .float  lbl
        .double 1e309
        .ascii  5
        .asciz  "ok", 7
        .word   1 : 0
        .word   1.5 : 2
        .word   1 : x
        .half   70000, -40000
        .byte   256
        .word   99999999999
        .section
        .section "quoted"
        .section 5
        .bogus  1
        .include
        .asciz  "\u12"
        .asciz  "\uzzzz"
        .end_macro
        .end_macro x
        .macro
        .macro  5
        .macro  good(%a, b)
        .text
        .word   1
        .ascii  "x"
        .space  4
        .align  0
        nop
