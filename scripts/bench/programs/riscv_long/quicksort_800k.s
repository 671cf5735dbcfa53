# Long run (about 119 million instructions): recursive quicksort (Hoare partition, middle
# pivot) of 800,000 pseudo-random words (word loads/stores, compares, calls). Prints the number
# of out-of-order neighbours (0) and a position-weighted checksum of the sorted array.
.data
array:	.space	3200000
.text
main:
	la	s0, array
	li	s1, 800000
	li	t0, 12345		# a linear congruential generator fills the array
	li	t1, 1103515245
	li	t2, 0
fill:
	mul	t0, t0, t1
	addi	t0, t0, 1234
	slli	t3, t2, 2
	add	t3, t3, s0
	srai	t4, t0, 3
	sw	t4, 0(t3)
	addi	t2, t2, 1
	blt	t2, s1, fill
	mv	a0, s0
	addi	a1, s1, -1
	slli	a1, a1, 2
	add	a1, a1, s0
	jal	qsort
	li	t5, 0			# out-of-order neighbours
	li	t6, 0			# checksum
	mv	t0, s0
	li	t2, 1
check:
	lw	t3, 0(t0)
	lw	t4, 4(t0)
	ble	t3, t4, inorder
	addi	t5, t5, 1
inorder:
	mul	t3, t3, t2
	add	t6, t6, t3
	addi	t0, t0, 4
	addi	t2, t2, 1
	blt	t2, s1, check
	mv	a0, t5
	li	a7, 1
	ecall
	li	a0, 10
	li	a7, 11
	ecall
	mv	a0, t6
	li	a7, 1
	ecall
	li	a7, 10
	ecall

# qsort(lo = a0, hi = a1): sorts the words from address lo to address hi inclusive
qsort:
	bge	a0, a1, qs_ret
	addi	sp, sp, -12
	sw	ra, 0(sp)
	sw	a1, 4(sp)
	sub	t0, a1, a0		# pivot: the middle element
	srli	t0, t0, 3
	slli	t0, t0, 2
	add	t0, t0, a0
	lw	t1, 0(t0)
	addi	t2, a0, -4		# i
	addi	t3, a1, 4		# j
part:
	addi	t2, t2, 4
	lw	t4, 0(t2)
	blt	t4, t1, part
down:
	addi	t3, t3, -4
	lw	t5, 0(t3)
	blt	t1, t5, down
	bge	t2, t3, split
	sw	t5, 0(t2)
	sw	t4, 0(t3)
	j	part
split:
	sw	t3, 8(sp)
	mv	a1, t3
	jal	qsort			# qsort(lo, j)
	lw	a0, 8(sp)
	addi	a0, a0, 4
	lw	a1, 4(sp)
	jal	qsort			# qsort(j + 1, hi)
	lw	ra, 0(sp)
	addi	sp, sp, 12
qs_ret:
	ret
