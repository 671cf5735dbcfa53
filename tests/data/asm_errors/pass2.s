# undefined labels in data are all reported after pass 1
        .data
        .word   lbl1, lbl2
        .half   lbl3
        .text
        nop
