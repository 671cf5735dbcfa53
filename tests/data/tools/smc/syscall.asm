# A system call reads the text too: print string reads its first byte (with smc the whole
# word, a MARS quirk), then fails at the second, inside the word: the run's error.
.text
main:
  la $a0, string
  li $v0, 4
  syscall
  li $v0, 10
  syscall
string:
  addi $a0, $zero, 7
