# Long run (about 147 million instructions): the sieve of Eratosthenes over 2,000,000 bytes,
# five times (byte stores and loads, nested loops). Prints the number of primes below 2e6.
.data
flags:	.space	2000000
.text
main:
	la	s0, flags
	li	s1, 2000000
	li	s5, 5			# rounds
round:
	li	t0, 0			# clear: every flag 1 (prime) by words
	li	t1, 0x01010101
clear:
	add	t2, s0, t0
	sw	t1, 0(t2)
	addi	t0, t0, 4
	blt	t0, s1, clear
	sb	zero, 0(s0)		# 0 and 1 are not prime
	sb	zero, 1(s0)
	li	t0, 2			# p
outer:
	mul	t3, t0, t0
	bge	t3, s1, count
	add	t2, s0, t0
	lbu	t4, 0(t2)
	beqz	t4, next
inner:
	add	t2, s0, t3
	sb	zero, 0(t2)
	add	t3, t3, t0
	blt	t3, s1, inner
next:
	addi	t0, t0, 1
	j	outer
count:
	li	s2, 0			# primes found
	li	t0, 0
tally:
	add	t2, s0, t0
	lbu	t4, 0(t2)
	add	s2, s2, t4
	addi	t0, t0, 1
	blt	t0, s1, tally
	addi	s5, s5, -1
	bnez	s5, round
	mv	a0, s2
	li	a7, 1
	ecall
	li	a0, 10
	li	a7, 11
	ecall
	li	a7, 10
	ecall
