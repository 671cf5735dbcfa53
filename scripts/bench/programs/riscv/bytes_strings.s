# Benchmark: byte and halfword loops over a 16 KiB buffer, 12 rounds: fill (sb), reverse in
# place (lbu/sb), strlen (lb), copy by halfwords (lh/sh) and a character count (lbu).
# Prints a checksum.
.data
buf:	.space	16400
copy:	.space	16400
.text
main:
	li	s11, 0			# checksum
	li	s10, 12			# rounds
round:
	la	s0, buf
	li	s1, 16383		# string length (a NUL follows)
	li	t0, 0
	add	t5, s10, s10
fill:
	add	t1, s0, t0
	add	t2, t0, t5
	andi	t2, t2, 63
	addi	t2, t2, 48		# '0'..'o'
	sb	t2, 0(t1)
	addi	t0, t0, 1
	blt	t0, s1, fill
	add	t1, s0, s1
	sb	zero, 0(t1)
	mv	t0, s0			# reverse
	add	t1, s0, s1
	addi	t1, t1, -1
rev:
	lbu	t2, 0(t0)
	lbu	t3, 0(t1)
	sb	t3, 0(t0)
	sb	t2, 0(t1)
	addi	t0, t0, 1
	addi	t1, t1, -1
	blt	t0, t1, rev
	mv	a0, s0			# strlen
	mv	t0, s0
slen:
	lb	t1, 0(t0)
	addi	t0, t0, 1
	bnez	t1, slen
	sub	t0, t0, a0
	addi	t0, t0, -1
	add	s11, s11, t0
	la	t0, copy		# copy by halfwords
	mv	t1, s0
	addi	t2, s1, 1
	add	t2, t2, s0
hcopy:
	lh	t3, 0(t1)
	sh	t3, 0(t0)
	addi	t1, t1, 2
	addi	t0, t0, 2
	blt	t1, t2, hcopy
	la	t0, copy		# count the 'A's (65) and sum every byte
	add	t2, t0, s1
	li	t4, 65
cnt:
	lbu	t3, 0(t0)
	add	s11, s11, t3
	bne	t3, t4, notA
	addi	s11, s11, 1000
notA:
	addi	t0, t0, 1
	blt	t0, t2, cnt
	addi	s10, s10, -1
	bnez	s10, round
	mv	a0, s11
	li	a7, 1
	ecall
	li	a7, 10
	ecall
