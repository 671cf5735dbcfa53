# Loads from the text in a loop, then a store into the text that runs (the tools classify a
# load by the instruction now at its address).
.text
main:
  li $s0, 6
  la $s1, target
  la $s2, donor
loop:
  lw $t0, 0($s2)
  lw $t1, 0($s1)
  addi $s0, $s0, -1
  bnez $s0, loop
  sw $t0, 0($s1)        # target becomes donor's j
  lw $t2, 0($s1)
target:
  addi $a0, $zero, 1
  addi $a0, $a0, 2
back:
  li $v0, 10
  syscall
donor:
  j back                # J
