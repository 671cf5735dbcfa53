# Long run (about 143 million instructions): the sieve of Eratosthenes over 1,000,000 bytes,
# eight times (word and byte stores, byte loads, nested loops). Prints the number of primes
# below 1e6.
	.data
flags:	.space	1000000
	.text
main:
	la	$s0, flags
	li	$s1, 1000000
	li	$s5, 8			# rounds
round:
	li	$t0, 0			# clear: every flag 1 (prime), a word at a time
	li	$t1, 0x01010101
clear:
	addu	$t2, $s0, $t0
	sw	$t1, 0($t2)
	addiu	$t0, $t0, 4
	blt	$t0, $s1, clear
	sb	$zero, 0($s0)		# 0 and 1 are not prime
	sb	$zero, 1($s0)
	li	$t0, 2			# p
outer:
	mul	$t3, $t0, $t0
	bge	$t3, $s1, count
	addu	$t2, $s0, $t0
	lbu	$t4, 0($t2)
	beqz	$t4, next
inner:
	addu	$t2, $s0, $t3
	sb	$zero, 0($t2)
	addu	$t3, $t3, $t0
	blt	$t3, $s1, inner
next:
	addiu	$t0, $t0, 1
	j	outer
count:
	li	$s2, 0			# primes found
	li	$t0, 0
tally:
	addu	$t2, $s0, $t0
	lbu	$t4, 0($t2)
	addu	$s2, $s2, $t4
	addiu	$t0, $t0, 1
	blt	$t0, $s1, tally
	addiu	$s5, $s5, -1
	bnez	$s5, round
	move	$a0, $s2
	li	$v0, 1
	syscall
	li	$a0, 10
	li	$v0, 11
	syscall
	li	$v0, 10
	syscall
