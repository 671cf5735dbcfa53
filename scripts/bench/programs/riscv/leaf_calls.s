# Benchmark: a leaf function called from a loop (a call and a return every 7 instructions,
# the callee saving nothing): a function sums clamp(x * x mod 1009, 100, 900) over 300,000
# values. Prints the sum.
.text
main:
	jal	sum_clamped
	li	a7, 1
	ecall
	li	a7, 10
	ecall

# sum_clamped() -> a0
sum_clamped:
	addi	sp, sp, -16
	sw	ra, 12(sp)
	sw	s0, 8(sp)
	sw	s1, 4(sp)
	sw	s2, 0(sp)
	li	s0, 0			# x
	li	s1, 300000
	li	s2, 0			# sum
next:
	mul	a0, s0, s0
	li	t0, 1009
	remu	a0, a0, t0
	jal	clamp
	add	s2, s2, a0
	addi	s0, s0, 1
	blt	s0, s1, next
	mv	a0, s2
	lw	s2, 0(sp)
	lw	s1, 4(sp)
	lw	s0, 8(sp)
	lw	ra, 12(sp)
	addi	sp, sp, 16
	ret

# clamp(a0) -> a0 within [100, 900]
clamp:
	li	t1, 100
	bge	a0, t1, low_ok
	mv	a0, t1
low_ok:
	li	t1, 900
	ble	a0, t1, high_ok
	mv	a0, t1
high_ok:
	ret
