# Double-precision n-body: 5 bodies in the plane, pairwise gravity with softening,
# leapfrog steps; prints the final energy-like sum and a position checksum.
	.data
	.align	3
px:	.double	0.0, 1.0, -1.5, 2.5, -3.0
py:	.double	0.0, 0.5, 1.0, -2.0, -0.5
vx:	.double	0.0, 0.0, 0.3, -0.2, 0.1
vy:	.double	0.0, 1.0, -0.6, 0.4, -0.3
ms:	.double	10.0, 0.1, 0.2, 0.05, 0.3
dt:	.double	0.001
soft:	.double	0.01
zero:	.double	0.0
half:	.double	0.5
	.text
main:
	l.d	$f20, dt
	l.d	$f22, soft
	l.d	$f30, half
	li	$s7, 0			# step
step:
	li	$s0, 0			# i (byte offset)
ibody:
	addiu	$s1, $s0, 8		# j
jbody:
	bge	$s1, 40, jdone
	l.d	$f0, px($s1)		# dx = px[j] - px[i]
	l.d	$f2, px($s0)
	sub.d	$f0, $f0, $f2
	l.d	$f4, py($s1)		# dy
	l.d	$f2, py($s0)
	sub.d	$f4, $f4, $f2
	mul.d	$f6, $f0, $f0		# r2 = dx^2 + dy^2 + soft
	mul.d	$f8, $f4, $f4
	add.d	$f6, $f6, $f8
	add.d	$f6, $f6, $f22
	sqrt.d	$f8, $f6		# r3 = r2 * sqrt(r2)
	mul.d	$f8, $f8, $f6
	div.d	$f10, $f20, $f8		# s = dt / r3
	l.d	$f12, ms($s1)		# vi += dx * s * mj
	mul.d	$f12, $f12, $f10
	mul.d	$f14, $f0, $f12
	l.d	$f16, vx($s0)
	add.d	$f16, $f16, $f14
	s.d	$f16, vx($s0)
	mul.d	$f14, $f4, $f12
	l.d	$f16, vy($s0)
	add.d	$f16, $f16, $f14
	s.d	$f16, vy($s0)
	l.d	$f12, ms($s0)		# vj -= dx * s * mi
	mul.d	$f12, $f12, $f10
	mul.d	$f14, $f0, $f12
	l.d	$f16, vx($s1)
	sub.d	$f16, $f16, $f14
	s.d	$f16, vx($s1)
	mul.d	$f14, $f4, $f12
	l.d	$f16, vy($s1)
	sub.d	$f16, $f16, $f14
	s.d	$f16, vy($s1)
	addiu	$s1, $s1, 8
	j	jbody
jdone:
	addiu	$s0, $s0, 8
	blt	$s0, 40, ibody
	li	$s0, 0			# positions
move:
	l.d	$f0, vx($s0)
	mul.d	$f0, $f0, $f20
	l.d	$f2, px($s0)
	add.d	$f2, $f2, $f0
	s.d	$f2, px($s0)
	l.d	$f0, vy($s0)
	mul.d	$f0, $f0, $f20
	l.d	$f2, py($s0)
	add.d	$f2, $f2, $f0
	s.d	$f2, py($s0)
	addiu	$s0, $s0, 8
	blt	$s0, 40, move
	addiu	$s7, $s7, 1
	blt	$s7, 2500, step
	l.d	$f24, zero		# kinetic energy and position sum
	l.d	$f26, zero
	li	$s0, 0
sum:
	l.d	$f0, vx($s0)
	mul.d	$f0, $f0, $f0
	l.d	$f2, vy($s0)
	mul.d	$f2, $f2, $f2
	add.d	$f0, $f0, $f2
	l.d	$f2, ms($s0)
	mul.d	$f0, $f0, $f2
	mul.d	$f0, $f0, $f30
	add.d	$f24, $f24, $f0
	l.d	$f0, px($s0)
	add.d	$f26, $f26, $f0
	l.d	$f0, py($s0)
	add.d	$f26, $f26, $f0
	addiu	$s0, $s0, 8
	blt	$s0, 40, sum
	mov.d	$f12, $f24
	li	$v0, 3
	syscall
	li	$a0, 10
	li	$v0, 11
	syscall
	mov.d	$f12, $f26
	li	$v0, 3
	syscall
	li	$a0, 10
	li	$v0, 11
	syscall
	cvt.w.d	$f0, $f24
	mfc1	$a0, $f0
	li	$v0, 1
	syscall
	li	$a0, 10
	li	$v0, 11
	syscall
	li	$v0, 10
	syscall
