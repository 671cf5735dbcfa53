# Benchmark: the Ackermann function A(3, 6), 3 times, recursively
# (deep recursion: a call and a return every few instructions). Prints A(3, 6) and the
# number of calls made.
.text
main:
	li	s1, 0			# calls
	li	s2, 3			# repetitions
again:
	li	a0, 3
	li	a1, 6
	jal	ack
	mv	s3, a0
	addi	s2, s2, -1
	bnez	s2, again
	mv	a0, s3
	li	a7, 1
	ecall
	li	a0, 10
	li	a7, 11
	ecall
	mv	a0, s1
	li	a7, 1
	ecall
	li	a7, 10
	ecall

# ack(m = a0, n = a1) -> a0
ack:
	addi	s1, s1, 1
	bnez	a0, m_pos
	addi	a0, a1, 1		# A(0, n) = n + 1
	ret
m_pos:
	bnez	a1, both
	addi	a0, a0, -1		# A(m, 0) = A(m - 1, 1)
	li	a1, 1
	j	ack
both:
	addi	sp, sp, -8
	sw	ra, 0(sp)
	sw	a0, 4(sp)
	addi	a1, a1, -1		# A(m, n) = A(m - 1, A(m, n - 1))
	jal	ack
	mv	a1, a0
	lw	a0, 4(sp)
	addi	a0, a0, -1
	lw	ra, 0(sp)
	addi	sp, sp, 8
	j	ack
