# Benchmark: recursive Towers of Hanoi with 16 discs, twice (a call and a return every
# dozen instructions, stack traffic). Prints the move count and a checksum of the moves.
.text
main:
	li	s2, 0			# moves
	li	s3, 0			# checksum
	li	s4, 2			# repetitions
again:
	li	a0, 16
	li	a1, 1
	li	a2, 3
	li	a3, 2
	jal	hanoi
	addi	s4, s4, -1
	bnez	s4, again
	mv	a0, s2
	li	a7, 1
	ecall
	li	a0, 10
	li	a7, 11
	ecall
	mv	a0, s3
	li	a7, 1
	ecall
	li	a7, 10
	ecall

# hanoi(n = a0, from = a1, to = a2, via = a3)
hanoi:
	beqz	a0, done
	addi	sp, sp, -20
	sw	ra, 0(sp)
	sw	a0, 4(sp)
	sw	a1, 8(sp)
	sw	a2, 12(sp)
	sw	a3, 16(sp)
	addi	a0, a0, -1
	mv	t0, a2			# move n-1 from -> via
	mv	a2, a3
	mv	a3, t0
	jal	hanoi
	lw	a0, 4(sp)
	lw	a1, 8(sp)
	lw	a2, 12(sp)
	lw	a3, 16(sp)
	addi	s2, s2, 1		# move disc n from -> to
	slli	t1, s3, 5
	xor	s3, s3, t1
	slli	t1, a1, 2
	add	t1, t1, a2
	add	s3, s3, t1
	addi	a0, a0, -1		# move n-1 via -> to
	mv	t0, a1
	mv	a1, a3
	mv	a3, t0
	jal	hanoi
	lw	ra, 0(sp)
	addi	sp, sp, 20
done:
	ret
