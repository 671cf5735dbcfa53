# Benchmark: single-precision Mandelbrot set over a 64x48 grid, at most 96 iterations a point
# (flw, fadd.s/fsub.s/fmul.s, flt.s, fcvt.s.w, fmv.s). Prints the total iteration count and
# the float sum of |z|^2 at escape (a checksum of the exact single-precision arithmetic).
.data
xs:	.float	-2.2
ys:	.float	-1.2
dx:	.float	0.046875
dy:	.float	0.05
four:	.float	4.0
.text
main:
	la	t0, xs
	flw	fs0, 0(t0)		# x0
	flw	fs1, 4(t0)		# y0
	flw	fs2, 8(t0)		# dx
	flw	fs3, 12(t0)		# dy
	flw	fs4, 16(t0)		# 4.0
	fcvt.s.w fs5, zero		# sum of |z|^2
	li	s0, 0			# total iterations
	li	s1, 0			# row
	li	s3, 48
	li	s4, 64
	li	s5, 96			# iteration cap
row:
	fcvt.s.w ft0, s1
	fmul.s	ft0, ft0, fs3
	fadd.s	fa1, ft0, fs1		# ci
	li	s2, 0			# column
col:
	fcvt.s.w ft0, s2
	fmul.s	ft0, ft0, fs2
	fadd.s	fa0, ft0, fs0		# cr
	fmv.s	fa2, fa0		# zr
	fmv.s	fa3, fa1		# zi
	li	t1, 0
iter:
	fmul.s	ft1, fa2, fa2		# zr^2
	fmul.s	ft2, fa3, fa3		# zi^2
	fadd.s	ft3, ft1, ft2
	flt.s	t2, fs4, ft3
	bnez	t2, escaped
	fmul.s	ft4, fa2, fa3
	fadd.s	ft4, ft4, ft4
	fadd.s	fa3, ft4, fa1		# zi = 2 zr zi + ci
	fsub.s	ft5, ft1, ft2
	fadd.s	fa2, ft5, fa0		# zr = zr^2 - zi^2 + cr
	addi	t1, t1, 1
	blt	t1, s5, iter
escaped:
	fadd.s	fs5, fs5, ft3
	add	s0, s0, t1
	addi	s2, s2, 1
	blt	s2, s4, col
	addi	s1, s1, 1
	blt	s1, s3, row
	mv	a0, s0
	li	a7, 1
	ecall
	li	a0, 10
	li	a7, 11
	ecall
	fmv.s	fa0, fs5
	li	a7, 2
	ecall
	li	a7, 10
	ecall
