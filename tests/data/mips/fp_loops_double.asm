# Double-precision loops (translated blocks): n-body steps, then every double operation
# and conversion over pairs of special values, printing checksums of the results' bits.
# RUN: nc {FILE} $f0 $f1 $f2 $f3 $f24 $f25
	.data
	.align	3
px:	.double	0.0, 1.0, -1.5
py:	.double	0.0, 0.5, 1.0
vx:	.double	0.0, 0.0, 0.3
vy:	.double	0.0, 1.0, -0.6
ms:	.double	10.0, 0.1, 0.2
dt:	.double	0.01
soft:	.double	0.01
vals:	.word	0, 0x3ff00000, 0, 0xbff00000, 0, 0, 0, 0x80000000, 0, 0x7ff00000
	.word	0, 0xfff00000, 0, 0x7ff80000, 1, 0x7ff00000, 1, 0, 0xffffffff, 0x7fefffff
	.word	0, 0x41e00000, 0, 0xc1e00001, 0x55555555, 0x3fd55555, 0x54442d18, 0x400921fb
	.word	0, 0x47f00000, 0, 0x36a00000
tmp:	.space	8
	.text
main:
	l.d	$f20, dt
	l.d	$f22, soft
	li	$s7, 0
step:	li	$s0, 0
ibody:	addiu	$s1, $s0, 8
jbody:	bge	$s1, 24, jdone
	l.d	$f0, px($s1)
	l.d	$f2, px($s0)
	sub.d	$f0, $f0, $f2
	l.d	$f4, py($s1)
	l.d	$f2, py($s0)
	sub.d	$f4, $f4, $f2
	mul.d	$f6, $f0, $f0
	mul.d	$f8, $f4, $f4
	add.d	$f6, $f6, $f8
	add.d	$f6, $f6, $f22
	sqrt.d	$f8, $f6
	mul.d	$f8, $f8, $f6
	div.d	$f10, $f20, $f8
	l.d	$f12, ms($s1)
	mul.d	$f12, $f12, $f10
	mul.d	$f14, $f0, $f12
	l.d	$f16, vx($s0)
	add.d	$f16, $f16, $f14
	s.d	$f16, vx($s0)
	mul.d	$f14, $f4, $f12
	l.d	$f16, vy($s0)
	add.d	$f16, $f16, $f14
	s.d	$f16, vy($s0)
	l.d	$f12, ms($s0)
	mul.d	$f12, $f12, $f10
	mul.d	$f14, $f0, $f12
	l.d	$f16, vx($s1)
	sub.d	$f16, $f16, $f14
	s.d	$f16, vx($s1)
	addiu	$s1, $s1, 8
	j	jbody
jdone:	addiu	$s0, $s0, 8
	blt	$s0, 24, ibody
	li	$s0, 0
move:	l.d	$f0, vx($s0)
	mul.d	$f0, $f0, $f20
	l.d	$f2, px($s0)
	add.d	$f2, $f2, $f0
	s.d	$f2, px($s0)
	addiu	$s0, $s0, 8
	blt	$s0, 24, move
	addiu	$s7, $s7, 1
	blt	$s7, 60, step
	l.d	$f12, px
	li	$v0, 3
	syscall
	jal	nl
	l.d	$f12, vy+16
	li	$v0, 3
	syscall
	jal	nl
	la	$s0, vals
	li	$s7, 0
	li	$s1, 0
outer:	li	$s2, 0
	sll	$t0, $s1, 3
	addu	$t0, $t0, $s0
	ldc1	$f10, 0($t0)
inner:	sll	$t1, $s2, 3
	addu	$t1, $t1, $s0
	ldc1	$f24, 0($t1)
	add.d	$f12, $f10, $f24
	sub.d	$f14, $f10, $f24
	mul.d	$f16, $f10, $f24
	div.d	$f18, $f10, $f24
	sqrt.d	$f26, $f10
	neg.d	$f28, $f24
	abs.d	$f30, $f24
	cvt.s.d	$f0, $f24
	cvt.w.d	$f1, $f24
	cvt.d.s	$f2, $f0
	round.w.d $f4, $f24
	floor.w.d $f5, $f24
	ceil.w.d $f6, $f24
	trunc.w.d $f7, $f24
	c.eq.d	3, $f10, $f24
	c.lt.d	$f10, $f24
	c.le.d	6, $f10, $f24
	movt.d	$f8, $f12, 6
	movf.d	$f8, $f14, 0
	li	$t2, 0
	li	$t3, 4
	movt	$t2, $t3, 3
	movz.d	$f8, $f16, $t2
	la	$t5, tmp
	sdc1	$f8, 0($t5)
	lw	$a0, 0($t5)
	jal	mix
	lw	$a0, 4($t5)
	jal	mix
	li	$t4, 12
fold:	mfc1	$a0, $f12		# fold the results' words in, shifting the registers down
	jal	mix
	mov.d	$f12, $f14
	mov.d	$f14, $f16
	mov.d	$f16, $f18
	mov.d	$f18, $f26
	mov.d	$f26, $f28
	mov.d	$f28, $f30
	mov.d	$f30, $f0
	mov.d	$f0, $f2
	mov.d	$f2, $f4
	mov.d	$f4, $f6
	mfc1	$a0, $f13
	jal	mix
	addiu	$t4, $t4, -1
	bgtz	$t4, fold
	addiu	$s2, $s2, 1
	blt	$s2, 16, inner
	move	$a0, $s7
	li	$v0, 34
	syscall
	jal	nl
	addiu	$s1, $s1, 1
	blt	$s1, 16, outer
	li	$v0, 10
	syscall
mix:	sll	$t9, $s7, 5
	addu	$s7, $s7, $t9
	xor	$s7, $s7, $a0
	jr	$ra
nl:	li	$a0, 10
	li	$v0, 11
	syscall
	jr	$ra
