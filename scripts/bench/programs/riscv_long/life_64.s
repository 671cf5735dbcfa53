# Long run (about 97 million instructions): Conway's Game of Life on a 64x64 torus for 160
# generations from a pseudo-random start (byte loads, neighbour sums, a call per cell).
# Prints the live cells of the last generation and a position-weighted checksum.
.data
grid:	.space	4096
next:	.space	4096
.text
main:
	la	s0, grid
	la	s1, next
	li	t0, 123456789		# xorshift32 seed
	li	t2, 0
seed:
	slli	t1, t0, 13
	xor	t0, t0, t1
	srli	t1, t0, 17
	xor	t0, t0, t1
	slli	t1, t0, 5
	xor	t0, t0, t1
	andi	t1, t0, 3
	sltiu	t1, t1, 1		# 1 in 4
	add	t3, s0, t2
	sb	t1, 0(t3)
	addi	t2, t2, 1
	li	t3, 4096
	blt	t2, t3, seed
	li	s2, 160			# generations
gen:
	li	s3, 0			# row
row:
	li	s4, 0			# column
col:
	mv	a0, s3
	mv	a1, s4
	jal	neighbours
	slli	t0, s3, 6
	add	t0, t0, s4
	add	t1, s0, t0
	lbu	t2, 0(t1)		# alive now?
	li	t3, 3
	beq	a0, t3, born		# three neighbours: alive
	li	t3, 2
	bne	a0, t3, dead		# not two: dead
	mv	t4, t2			# two: unchanged
	j	store
born:
	li	t4, 1
	j	store
dead:
	li	t4, 0
store:
	add	t1, s1, t0
	sb	t4, 0(t1)
	addi	s4, s4, 1
	li	t5, 64
	blt	s4, t5, col
	addi	s3, s3, 1
	blt	s3, t5, row
	mv	t0, s0			# swap the grids
	mv	s0, s1
	mv	s1, t0
	addi	s2, s2, -1
	bnez	s2, gen
	li	t0, 0			# count and checksum
	li	s5, 0
	li	s6, 0
total:
	add	t1, s0, t0
	lbu	t2, 0(t1)
	add	s5, s5, t2
	mul	t3, t2, t0
	add	s6, s6, t3
	addi	t0, t0, 1
	li	t3, 4096
	blt	t0, t3, total
	mv	a0, s5
	li	a7, 1
	ecall
	li	a0, 10
	li	a7, 11
	ecall
	mv	a0, s6
	li	a7, 1
	ecall
	li	a0, 10
	li	a7, 11
	ecall
	li	a7, 10
	ecall

# neighbours(row a0, column a1) -> a0: live cells among the eight around (wrapping)
neighbours:
	li	t6, 0
	li	t5, -1			# dr
nrow:
	li	t4, -1			# dc
ncol:
	or	t3, t5, t4
	beqz	t3, nskip		# the cell itself
	add	t0, a0, t5
	andi	t0, t0, 63
	add	t1, a1, t4
	andi	t1, t1, 63
	slli	t0, t0, 6
	add	t0, t0, t1
	add	t0, t0, s0
	lbu	t2, 0(t0)
	add	t6, t6, t2
nskip:
	addi	t4, t4, 1
	li	t3, 2
	blt	t4, t3, ncol
	addi	t5, t5, 1
	blt	t5, t3, nrow
	mv	a0, t6
	ret
