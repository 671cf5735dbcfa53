# instructions outside the text segment, and two at one address
.text
nop
nop
.text 0x00400004
addi t0,t0,1
.text 0x10000000
nop
