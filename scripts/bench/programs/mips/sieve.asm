# MIPS version of ../shared/bench/sieve.s: primes below 200000 (17984), 3 times.
.data
flags:	.space	200000
.text
main:
	li	$s5, 3			# repetitions
repeat:
	la	$s0, flags
	li	$s1, 200000
	move	$t0, $s0
	addu	$t1, $s0, $s1
clear:
	sb	$zero, 0($t0)
	addiu	$t0, $t0, 1
	blt	$t0, $t1, clear
	li	$s2, 0			# prime count
	li	$t0, 2
outer:
	bge	$t0, $s1, done
	addu	$t1, $s0, $t0
	lbu	$t2, 0($t1)
	bnez	$t2, next
	addiu	$s2, $s2, 1
	li	$t6, 448		# only sieve with p*p < 200000
	bge	$t0, $t6, next
	mul	$t3, $t0, $t0
mark:
	addu	$t4, $s0, $t3
	li	$t5, 1
	sb	$t5, 0($t4)
	addu	$t3, $t3, $t0
	blt	$t3, $s1, mark
next:
	addiu	$t0, $t0, 1
	j	outer
done:
	addiu	$s5, $s5, -1
	bnez	$s5, repeat
	move	$a0, $s2
	li	$v0, 1
	syscall
	li	$v0, 10
	syscall
