# FP loads and stores that fault inside loops (translated blocks): misaligned doubles and
# an address out of range, counted by an exception handler that skips the instruction.
# RUN: nc {FILE} $k1 $f0 $f1 $f2 $f3 $f4 $f6 $f7
	.data
	.align	3
buf:	.double	1.5, -2.25, 3.0, 0.0
	.text
main:
	la	$s0, buf
	li	$s1, 0
loop:	andi	$t0, $s1, 7
	addu	$t1, $s0, $t0
	ldc1	$f0, 0($t1)		# misaligned unless $t0 is 0
	lwc1	$f2, 8($s0)
	add.d	$f4, $f0, $f0
	sdc1	$f4, 16($t1)		# misaligned unless $t0 is 0
	add.s	$f3, $f2, $f3
	swc1	$f3, 24($s0)
	li	$t2, 0x7ffffff0
	lwc1	$f6, 0($t2)		# out of range every time
	cvt.s.d	$f7, $f4
	addiu	$s1, $s1, 4
	blt	$s1, 40, loop
	lwc1	$f12, 24($s0)
	li	$v0, 2
	syscall
	li	$v0, 10
	syscall
	.ktext	0x80000180
	addiu	$k1, $k1, 1
	mfc0	$k0, $14
	addiu	$k0, $k0, 4
	mtc0	$k0, $14
	eret
