# A Latin-1 source file: RARS reads it as UTF-8 (Java's decoder: a bad byte is U+FFFD, 0xED
# before 0xA0-0xBF is one unit) and stores UTF-8; PrintString decodes the bytes the same way.
.data
m1: .asciz "Número inválido: ação\n"
m3: .asciz "í¡x í €y\n"
raw: .byte 0xed, 0xa1, 0x41, 0xe9, 0x42, 0xed, 0xa0, 0x80, 0x43, 10, 0
buf: .space 64
.text
la a0, m1
li a7, 4
ecall
la a0, m3
ecall
la a0, raw
ecall
li a0, 'ü'
li a7, 11
ecall
li a7, 8
la a0, buf
li a1, 60
ecall
li a7, 4
ecall
li a7, 12
ecall
li a7, 1
ecall
li a7, 12
ecall
li a7, 1
ecall
