# Source characters are stored one byte each (UTF-16 code & 0xFF; the file is read as UTF-8,
# a malformed byte becomes U+FFFD), and print string writes each byte as one character.
# RUN: nc {FILE}
.data
s: .asciiz "café € bad:� ok\n"
.text
la $a0, s
li $v0, 4
syscall
li $v0, 15
li $a0, 1
la $a1, s
li $a2, 18
syscall
li $a0, 0xe9
li $v0, 11
syscall
