# Benchmark: a Keyboard and Display MMIO game loop: every frame polls the receiver (a key
# changes direction), moves a character that bounces inside a 40x20 field, and writes the
# bell-positioning code and the character to the transmitter. 150,000 frames, no key typed.
# Prints the final position and a checksum of what was written.
.eqv	RCR 0xffff0000
.eqv	RDR 0xffff0004
.eqv	TDR 0xffff000c
.text
main:
	li	s0, RCR
	li	s1, 1			# x
	li	s2, 1			# y
	li	s3, 1			# dx
	li	s4, 1			# dy
	li	s5, 150000		# frames
	li	s6, 0			# checksum
	li	s7, 39			# field width - 1
	li	s8, 19			# field height - 1
loop:
	lw	t0, 0(s0)		# a key?
	andi	t0, t0, 1
	beqz	t0, nokey
	lw	t1, 4(s0)
	li	t2, 'a'
	bne	t1, t2, notleft
	li	s3, -1
notleft:
	li	t2, 'd'
	bne	t1, t2, nokey
	li	s3, 1
nokey:
	add	s1, s1, s3		# move, bouncing off the walls
	bgtz	s1, xlow
	neg	s3, s3
xlow:
	blt	s1, s7, xhigh
	neg	s3, s3
xhigh:
	add	s2, s2, s4
	bgtz	s2, ylow
	neg	s4, s4
ylow:
	blt	s2, s8, yhigh
	neg	s4, s4
yhigh:
	slli	t0, s1, 20		# bell code: column and row in the upper bits, 7 below
	slli	t1, s2, 8
	or	t0, t0, t1
	ori	t0, t0, 7
	sw	t0, 12(s0)
	li	t3, '@'
	sw	t3, 12(s0)
	add	s6, s6, t0
	xor	s6, s6, s1
	addi	s5, s5, -1
	bnez	s5, loop
	mv	a0, s1
	li	a7, 1
	ecall
	li	a0, 32
	li	a7, 11
	ecall
	mv	a0, s2
	li	a7, 1
	ecall
	li	a0, 10
	li	a7, 11
	ecall
	mv	a0, s6
	li	a7, 1
	ecall
	li	a7, 10
	ecall
