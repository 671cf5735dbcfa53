# Long run (about 110 million instructions): Conway's Game of Life on a 64x64 grid (a byte
# per cell, a dead border around it), 1,000 generations from a pseudo-random start (byte
# loads and stores, nested loops, a branch-free rule). Prints the final population and a
# checksum of the live cells' positions.
	.data
grid_a:	.space	4356			# 66 x 66
grid_b:	.space	4356
	.text
main:
	la	$s0, grid_a		# current
	la	$s1, grid_b		# next
	li	$s6, 2024		# the generator's state
	li	$t5, 1103515245
	li	$t0, 1			# row 1..64
seed_r:
	li	$t1, 1			# column 1..64
seed_c:
	mul	$s6, $s6, $t5
	addiu	$s6, $s6, 12345
	srl	$t2, $s6, 16
	andi	$t2, $t2, 7
	sltiu	$t2, $t2, 3		# alive with probability 3/8
	li	$t3, 66
	mul	$t3, $t0, $t3
	addu	$t3, $t3, $t1
	addu	$t3, $t3, $s0
	sb	$t2, 0($t3)
	addiu	$t1, $t1, 1
	ble	$t1, 64, seed_c
	addiu	$t0, $t0, 1
	ble	$t0, 64, seed_r
	li	$s5, 1000		# generations
gen:
	addiu	$s2, $s0, 67		# cell (1, 1) of the current grid
	addiu	$s3, $s1, 67		# and of the next
	li	$t0, 64
row:
	li	$t1, 64
cell:
	lbu	$t2, -67($s2)
	lbu	$t3, -66($s2)
	lbu	$t4, -65($s2)
	addu	$t2, $t2, $t3
	lbu	$t3, -1($s2)
	addu	$t2, $t2, $t4
	lbu	$t4, 1($s2)
	addu	$t2, $t2, $t3
	lbu	$t3, 65($s2)
	addu	$t2, $t2, $t4
	lbu	$t4, 66($s2)
	addu	$t2, $t2, $t3
	lbu	$t3, 67($s2)
	addu	$t2, $t2, $t4
	addu	$t2, $t2, $t3		# neighbours
	lbu	$t6, 0($s2)		# alive?
	xori	$t7, $t2, 3
	sltiu	$t7, $t7, 1		# three neighbours
	xori	$t8, $t2, 2
	sltiu	$t8, $t8, 1
	and	$t8, $t8, $t6		# alive with two
	or	$t7, $t7, $t8
	sb	$t7, 0($s3)
	addiu	$s2, $s2, 1
	addiu	$s3, $s3, 1
	addiu	$t1, $t1, -1
	bnez	$t1, cell
	addiu	$s2, $s2, 2		# past the border
	addiu	$s3, $s3, 2
	addiu	$t0, $t0, -1
	bnez	$t0, row
	move	$t9, $s0		# swap the grids
	move	$s0, $s1
	move	$s1, $t9
	addiu	$s5, $s5, -1
	bnez	$s5, gen
	li	$s2, 0			# population
	li	$s3, 0			# checksum
	li	$t0, 0
tally:
	addu	$t2, $s0, $t0
	lbu	$t3, 0($t2)
	addu	$s2, $s2, $t3
	mul	$t4, $t3, $t0
	addu	$s3, $s3, $t4
	addiu	$t0, $t0, 1
	blt	$t0, 4356, tally
	move	$a0, $s2
	li	$v0, 1
	syscall
	li	$a0, 32
	li	$v0, 11
	syscall
	move	$a0, $s3
	li	$v0, 1
	syscall
	li	$a0, 10
	li	$v0, 11
	syscall
	li	$v0, 10
	syscall
