# Single-precision loops (translated blocks): a small Mandelbrot, then a loop over special
# values through every single operation, printing each result's bits.
# RUN: nc {FILE} $f0 $f1 $f2 $f4 $f5 $f24
	.data
vals:	.word	0x3f800000, 0xbf800000, 0x00000000, 0x80000000, 0x7f800000, 0xff800000
	.word	0x7fc00000, 0x7f800001, 0x00000001, 0x807fffff, 0x7f7fffff, 0x4f000000
	.word	0xcf000001, 0x3eaaaaab, 0x40490fdb, 0x5f800000
two:	.float	2.0
four:	.float	4.0
xmin:	.float	-2.0
ymin:	.float	-1.2
dx:	.float	0.15
dy:	.float	0.24
	.text
main:
	l.s	$f20, two
	l.s	$f21, four
	l.s	$f22, dx
	l.s	$f23, dy
	li	$s0, 0
	mtc1	$zero, $f24
	li	$s1, 0
	l.s	$f2, ymin
row:	li	$s2, 0
	l.s	$f1, xmin
col:	mtc1	$zero, $f4
	mtc1	$zero, $f5
	li	$t0, 0
iter:	mul.s	$f6, $f4, $f4
	mul.s	$f7, $f5, $f5
	add.s	$f8, $f6, $f7
	c.lt.s	$f21, $f8
	bc1t	esc
	mul.s	$f9, $f4, $f5
	mul.s	$f9, $f9, $f20
	sub.s	$f4, $f6, $f7
	add.s	$f4, $f4, $f1
	add.s	$f5, $f9, $f2
	addiu	$t0, $t0, 1
	blt	$t0, 30, iter
esc:	addu	$s0, $s0, $t0
	add.s	$f24, $f24, $f4
	add.s	$f1, $f1, $f22
	addiu	$s2, $s2, 1
	blt	$s2, 20, col
	add.s	$f2, $f2, $f23
	addiu	$s1, $s1, 1
	blt	$s1, 10, row
	move	$a0, $s0
	li	$v0, 1
	syscall
	jal	nl
	mov.s	$f12, $f24
	li	$v0, 2
	syscall
	jal	nl
	la	$s0, vals		# every pair of special values
	li	$s1, 0
outer:	li	$s2, 0
	sll	$t0, $s1, 2
	addu	$t0, $t0, $s0
	lwc1	$f10, 0($t0)
inner:	sll	$t1, $s2, 2
	addu	$t1, $t1, $s0
	lwc1	$f11, 0($t1)
	add.s	$f12, $f10, $f11
	sub.s	$f13, $f10, $f11
	mul.s	$f14, $f10, $f11
	div.s	$f15, $f10, $f11
	sqrt.s	$f16, $f10
	neg.s	$f17, $f11
	abs.s	$f18, $f11
	cvt.w.s	$f19, $f10
	round.w.s $f25, $f11
	floor.w.s $f26, $f11
	ceil.w.s $f27, $f11
	trunc.w.s $f28, $f11
	c.eq.s	1, $f10, $f11
	c.lt.s	2, $f10, $f11
	c.le.s	7, $f10, $f11
	li	$t2, 0
	li	$t3, 1
	movt	$t2, $t3, 1
	movf	$t3, $zero, 2
	sll	$t3, $t3, 1
	or	$t2, $t2, $t3
	movt.s	$f29, $f12, 7
	movf.s	$f29, $f13, 7
	mfc1	$a0, $f12
	jal	mix
	mfc1	$a0, $f13
	jal	mix
	mfc1	$a0, $f14
	jal	mix
	mfc1	$a0, $f15
	jal	mix
	mfc1	$a0, $f16
	jal	mix
	mfc1	$a0, $f17
	jal	mix
	mfc1	$a0, $f18
	jal	mix
	mfc1	$a0, $f19
	jal	mix
	mfc1	$a0, $f25
	jal	mix
	mfc1	$a0, $f26
	jal	mix
	mfc1	$a0, $f27
	jal	mix
	mfc1	$a0, $f28
	jal	mix
	mfc1	$a0, $f29
	jal	mix
	move	$a0, $t2
	jal	mix
	addiu	$s2, $s2, 1
	blt	$s2, 16, inner
	move	$a0, $s7		# one checksum line per row of the table
	li	$v0, 34
	syscall
	jal	nl
	addiu	$s1, $s1, 1
	blt	$s1, 16, outer
	li	$v0, 10
	syscall
mix:	sll	$t9, $s7, 5		# s7 = s7 * 33 ^ a0
	addu	$s7, $s7, $t9
	xor	$s7, $s7, $a0
	jr	$ra
nl:	li	$a0, 10
	li	$v0, 11
	syscall
	jr	$ra
