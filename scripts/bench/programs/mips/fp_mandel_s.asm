# Single-precision Mandelbrot: a W x H grid over [-2, 1] x [-1.2, 1.2], up to MAXIT
# iterations per point; prints the total iteration count and a float checksum.
	.data
two:	.float	2.0
four:	.float	4.0
xmin:	.float	-2.0
ymin:	.float	-1.2
dx:	.float	0.0375		# 3.0 / 80
dy:	.float	0.06		# 2.4 / 40
	.text
main:
	l.s	$f20, two
	l.s	$f21, four
	l.s	$f22, dx
	l.s	$f23, dy
	li	$s0, 0			# total iterations
	mtc1	$zero, $f24		# float checksum
	li	$s3, 0			# frame
frame:
	li	$s1, 0			# row
	l.s	$f2, ymin		# ci
row:
	li	$s2, 0			# column
	l.s	$f1, xmin		# cr
col:
	mtc1	$zero, $f4		# zr
	mtc1	$zero, $f5		# zi
	li	$t0, 0			# iteration
iter:
	mul.s	$f6, $f4, $f4		# zr^2
	mul.s	$f7, $f5, $f5		# zi^2
	add.s	$f8, $f6, $f7
	c.lt.s	$f21, $f8		# escaped?
	bc1t	escaped
	mul.s	$f9, $f4, $f5
	mul.s	$f9, $f9, $f20		# 2 zr zi
	sub.s	$f4, $f6, $f7
	add.s	$f4, $f4, $f1		# zr' = zr^2 - zi^2 + cr
	add.s	$f5, $f9, $f2		# zi' = 2 zr zi + ci
	addiu	$t0, $t0, 1
	blt	$t0, 64, iter
escaped:
	addu	$s0, $s0, $t0
	add.s	$f24, $f24, $f4
	add.s	$f1, $f1, $f22
	addiu	$s2, $s2, 1
	blt	$s2, 80, col
	add.s	$f2, $f2, $f23
	addiu	$s1, $s1, 1
	blt	$s1, 40, row
	addiu	$s3, $s3, 1
	blt	$s3, 8, frame
	move	$a0, $s0
	li	$v0, 1
	syscall
	li	$a0, 10
	li	$v0, 11
	syscall
	mov.s	$f12, $f24
	li	$v0, 2
	syscall
	li	$a0, 10
	li	$v0, 11
	syscall
	li	$v0, 10
	syscall
