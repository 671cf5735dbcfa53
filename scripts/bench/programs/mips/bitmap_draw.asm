# Bitmap drawing: fills a 512 x 512 display of 1-pixel units at 0x10010000 (MARS's
# Bitmap Display on the static data segment) row by row with a colour per row, 2 frames,
# then prints a checksum of a few pixels.
	.text
main:
	li	$s2, 0			# frame
frame:
	li	$s0, 0x10010000		# pixel address
	li	$s1, 0			# row
row:
	sll	$t0, $s1, 16		# colour: red = row, green = frame * 64, blue steps
	sll	$t1, $s2, 14
	or	$t0, $t0, $t1
	andi	$t0, $t0, 0xffffff
	addiu	$t2, $s0, 2048		# end of the row
col:
	sw	$t0, 0($s0)
	addiu	$t0, $t0, 1
	addiu	$s0, $s0, 4
	bne	$s0, $t2, col
	addiu	$s1, $s1, 1
	blt	$s1, 512, row
	addiu	$s2, $s2, 1
	blt	$s2, 2, frame
	li	$t0, 0x10010000		# checksum: the first pixel of every 16th row
	li	$t1, 0
	li	$s3, 0
sum:
	lw	$t2, 0($t0)
	addu	$s3, $s3, $t2
	addiu	$t0, $t0, 32768
	addiu	$t1, $t1, 1
	blt	$t1, 32, sum
	lw	$t2, -4($t0)		# and the last pixel
	xor	$s3, $s3, $t2
	move	$a0, $s3
	li	$v0, 1
	syscall
	li	$a0, 10
	li	$v0, 11
	syscall
	li	$v0, 10
	syscall
