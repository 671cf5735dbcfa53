# A Latin-1 source file: MARS reads it as UTF-8 (Java's decoder: a bad byte is U+FFFD, and
# 0xED before 0xA0-0xBF is one unit), stores each char's low byte, prints each byte as a char.
# Input lines are decoded the same way; read string stores each UTF-16 unit's low byte.
.data
s1: .asciiz "Número inválido: ação\n"
s2: .ascii "ñ"
    .byte 0
b1: .byte 'é', 'ç'
s3: .asciiz "í¡x í €y\n"
buf: .space 64
.text
la $a0, s1
li $v0, 4
syscall
la $a0, s2
syscall
la $a0, s3
syscall
li $a0, 'ü'
li $v0, 11
syscall
la $t0, b1
lbu $a0, 0($t0)
syscall
lb $a0, 1($t0)
li $v0, 1
syscall
li $v0, 8
la $a0, buf
li $a1, 60
syscall
li $v0, 4
syscall
li $v0, 12
syscall
move $a0, $v0
li $v0, 1
syscall
li $v0, 8
la $a0, buf
li $a1, 3
syscall
li $v0, 4
syscall
li $v0, 12
syscall
move $a0, $v0
li $v0, 1
syscall
