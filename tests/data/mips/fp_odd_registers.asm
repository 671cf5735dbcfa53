# Doubles in odd-numbered registers: MARS's run-time error names the registers each
# instruction checks (first, second, both or all); some forms allow an odd result register.
# RUN: nc {FILE} $f3 $f5 $f7
# RUN: nc {FILE} $f3 $f5 $f7 pa x
	.text
main:
	li	$t0, 0x40080000
	mtc1	$t0, $f3
	mtc1	$t0, $f5
	mtc1	$zero, $f4
	round.w.d $f3, $f4		# an odd destination is fine here
	trunc.w.d $f5, $f4
	cvt.s.d	$f7, $f4
	cvt.w.d	$f9, $f4
	lw	$t1, 0($sp)
	beqz	$t1, ok
	abs.d	$f2, $f3
ok:	add.d	$f2, $f4, $f5
	li	$v0, 10
	syscall
