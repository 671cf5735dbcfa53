# Two cells of the colour cell display (one halfword each: ASCII, then the colour byte).
.text
  lui $t0, 0xffff
  li $t1, 0x2f41          # 'A', colours 0x2f
  sh $t1, 0($t0)
  li $t1, 0x1e42          # 'B'
  sh $t1, 2($t0)
  li $v0, 10
  syscall
