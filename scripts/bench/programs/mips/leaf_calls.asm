# Benchmark: a leaf function called from a loop (a call and a return every 7 instructions,
# the callee saving nothing): a function sums clamp(x * x mod 1009, 100, 900) over 300,000
# values. Prints the sum.
	.text
main:
	jal	sum_clamped
	move	$a0, $v0
	li	$v0, 1
	syscall
	li	$v0, 10
	syscall

# sum_clamped() -> $v0
sum_clamped:
	addiu	$sp, $sp, -16
	sw	$ra, 12($sp)
	sw	$s0, 8($sp)
	sw	$s1, 4($sp)
	sw	$s2, 0($sp)
	li	$s0, 0			# x
	li	$s1, 300000
	li	$s2, 0			# sum
next:
	mul	$a0, $s0, $s0
	li	$t0, 1009
	divu	$a0, $t0
	mfhi	$a0
	jal	clamp
	addu	$s2, $s2, $v0
	addiu	$s0, $s0, 1
	blt	$s0, $s1, next
	move	$v0, $s2
	lw	$s2, 0($sp)
	lw	$s1, 4($sp)
	lw	$s0, 8($sp)
	lw	$ra, 12($sp)
	addiu	$sp, $sp, 16
	jr	$ra

# clamp($a0) -> $v0 within [100, 900]
clamp:
	move	$v0, $a0
	bge	$v0, 100, low_ok
	li	$v0, 100
low_ok:
	ble	$v0, 900, high_ok
	li	$v0, 900
high_ok:
	jr	$ra
