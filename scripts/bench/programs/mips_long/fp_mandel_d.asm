# Long run (about 105 million instructions): a double-precision Mandelbrot set, 288x192
# points over [-2, 1] x [-1, 1], at most 600 iterations each (mul.d, add.d, sub.d, c.lt.d,
# bc1t, cvt.d.w). Prints the total number of iterations and the sum of the escaped points'
# final |z|^2.
	.data
xmin:	.double	-2.0
ymin:	.double	-1.0
step:	.double	0.010416666666666666	# 3 / 288 = 2 / 192
four:	.double	4.0
zero:	.double	0.0
	.text
main:
	l.d	$f20, xmin
	l.d	$f22, ymin
	l.d	$f24, step
	l.d	$f26, four
	l.d	$f30, zero
	mov.d	$f28, $f30		# sum of |z|^2 at escape
	li	$s0, 0			# total iterations
	li	$s3, 600		# the iteration limit
	li	$s1, 0			# py
yloop:
	mtc1	$s1, $f2
	cvt.d.w	$f2, $f2
	mul.d	$f2, $f2, $f24
	add.d	$f2, $f2, $f22		# cy
	li	$s2, 0			# px
xloop:
	mtc1	$s2, $f0
	cvt.d.w	$f0, $f0
	mul.d	$f0, $f0, $f24
	add.d	$f0, $f0, $f20		# cx
	mov.d	$f4, $f30		# x = 0
	mov.d	$f6, $f30		# y = 0
	li	$t0, 0
iter:
	mul.d	$f8, $f4, $f4		# x^2
	mul.d	$f10, $f6, $f6		# y^2
	add.d	$f12, $f8, $f10
	c.lt.d	$f26, $f12		# 4 < |z|^2: escaped
	bc1t	escaped
	mul.d	$f14, $f4, $f6
	add.d	$f14, $f14, $f14
	add.d	$f6, $f14, $f2		# y = 2xy + cy
	sub.d	$f4, $f8, $f10
	add.d	$f4, $f4, $f0		# x = x^2 - y^2 + cx
	addiu	$t0, $t0, 1
	bne	$t0, $s3, iter
	j	point
escaped:
	add.d	$f28, $f28, $f12
point:
	addu	$s0, $s0, $t0
	addiu	$s2, $s2, 1
	blt	$s2, 288, xloop
	addiu	$s1, $s1, 1
	blt	$s1, 192, yloop
	move	$a0, $s0
	li	$v0, 1
	syscall
	li	$a0, 32
	li	$v0, 11
	syscall
	mov.d	$f12, $f28
	li	$v0, 3
	syscall
	li	$a0, 10
	li	$v0, 11
	syscall
	li	$v0, 10
	syscall
