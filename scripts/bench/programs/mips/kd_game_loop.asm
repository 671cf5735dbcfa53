# A Keyboard and Display game loop: each frame polls the receiver (0xffff0000) for a key
# (w/a/s/d turn), moves a character around a 40 x 20 field (bouncing at the edges) and,
# when the transmitter (0xffff0008) is ready, writes the character's cell to it. A fixed
# number of frames; with no key pressed the character keeps its direction. Prints the
# final position and a path checksum.
	.text
main:
	li	$s0, 0xffff0000		# MMIO base
	li	$s1, 5			# x
	li	$s2, 3			# y
	li	$s3, 1			# dx
	li	$s4, 1			# dy
	li	$s5, 0			# frame
	li	$s6, 0			# checksum
	li	$s7, 100000		# frames
loop:
	lw	$t0, 0($s0)		# receiver ready?
	andi	$t0, $t0, 1
	beqz	$t0, nokey
	lw	$t1, 4($s0)		# the key
	li	$t2, 'w'
	bne	$t1, $t2, not_w
	li	$s4, -1
not_w:
	li	$t2, 's'
	bne	$t1, $t2, not_s
	li	$s4, 1
not_s:
	li	$t2, 'a'
	bne	$t1, $t2, not_a
	li	$s3, -1
not_a:
	li	$t2, 'd'
	bne	$t1, $t2, nokey
	li	$s3, 1
nokey:
	addu	$s1, $s1, $s3		# move, bouncing at the edges
	bltz	$s1, bounce_x
	blt	$s1, 40, x_ok
bounce_x:
	subu	$s3, $zero, $s3
	addu	$s1, $s1, $s3
	addu	$s1, $s1, $s3
x_ok:
	addu	$s2, $s2, $s4
	bltz	$s2, bounce_y
	blt	$s2, 20, y_ok
bounce_y:
	subu	$s4, $zero, $s4
	addu	$s2, $s2, $s4
	addu	$s2, $s2, $s4
y_ok:
	mul	$t3, $s2, 40		# the cell
	addu	$t3, $t3, $s1
	sll	$t4, $s6, 3
	addu	$s6, $s6, $t4
	xor	$s6, $s6, $t3
	lw	$t0, 8($s0)		# transmitter ready? then show the character
	andi	$t0, $t0, 1
	beqz	$t0, frame_end
	li	$t5, '@'
	sw	$t5, 12($s0)
frame_end:
	addiu	$s5, $s5, 1
	bne	$s5, $s7, loop
	move	$a0, $s1
	li	$v0, 1
	syscall
	li	$a0, 32
	li	$v0, 11
	syscall
	move	$a0, $s2
	li	$v0, 1
	syscall
	li	$a0, 32
	li	$v0, 11
	syscall
	move	$a0, $s6
	li	$v0, 1
	syscall
	li	$a0, 10
	li	$v0, 11
	syscall
	li	$v0, 10
	syscall
