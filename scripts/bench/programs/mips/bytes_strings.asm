# Byte and halfword loops: fill a 4 KB buffer, reverse it (lbu/sb), count a byte (lb),
# copy it by halfwords (lh/sh), strlen of a zero-terminated copy; 30 rounds, checksums.
	.data
buf:	.space	4096
copy:	.space	4100
	.text
main:
	li	$s7, 0			# checksum
	li	$s6, 0			# round
round:
	la	$s0, buf		# fill: buf[i] = (i * 7 + round) & 0x7f | 1
	li	$t0, 0
fill:
	sll	$t1, $t0, 3
	subu	$t1, $t1, $t0
	addu	$t1, $t1, $s6
	andi	$t1, $t1, 0x7f
	ori	$t1, $t1, 1
	addu	$t2, $s0, $t0
	sb	$t1, 0($t2)
	addiu	$t0, $t0, 1
	blt	$t0, 4096, fill
	move	$t0, $s0		# reverse in place
	addiu	$t1, $s0, 4095
rev:
	lbu	$t2, 0($t0)
	lbu	$t3, 0($t1)
	sb	$t3, 0($t0)
	sb	$t2, 0($t1)
	addiu	$t0, $t0, 1
	addiu	$t1, $t1, -1
	blt	$t0, $t1, rev
	move	$t0, $s0		# count bytes equal to 'A' (65), signed loads
	addiu	$t1, $s0, 4096
	li	$t4, 0
	li	$t5, 65
scan:
	lb	$t2, 0($t0)
	bne	$t2, $t5, noA
	addiu	$t4, $t4, 1
noA:
	addiu	$t0, $t0, 1
	bne	$t0, $t1, scan
	addu	$s7, $s7, $t4
	move	$t0, $s0		# copy by halfwords
	la	$t1, copy
	addiu	$t6, $s0, 4096
hcopy:
	lh	$t2, 0($t0)
	sh	$t2, 0($t1)
	addiu	$t0, $t0, 2
	addiu	$t1, $t1, 2
	bne	$t0, $t6, hcopy
	sb	$zero, 0($t1)		# terminate, then strlen
	la	$a0, copy
	move	$v0, $a0
slen:
	lbu	$t2, 0($v0)
	addiu	$v0, $v0, 1
	bnez	$t2, slen
	subu	$v0, $v0, $a0
	addiu	$v0, $v0, -1
	addu	$s7, $s7, $v0
	la	$t0, copy		# mix in a few halfwords
	lhu	$t2, 100($t0)
	addu	$s7, $s7, $t2
	lh	$t2, 2000($t0)
	xor	$s7, $s7, $t2
	addiu	$s6, $s6, 1
	blt	$s6, 30, round
	move	$a0, $s7
	li	$v0, 1
	syscall
	li	$a0, 10
	li	$v0, 11
	syscall
	li	$v0, 10
	syscall
