# Doubles in odd-numbered registers, continued: one error per run (the first one ends it).
# RUN: nc {FILE} pa 1
# RUN: nc {FILE} pa 2
# RUN: nc {FILE} pa 3
# RUN: nc {FILE} pa 4
# RUN: nc {FILE} pa 5
	.text
main:
	lw	$t0, 0($a1)		# the first program argument: which case
	lbu	$t0, 0($t0)
	li	$t1, '1'
	beq	$t0, $t1, c1
	li	$t1, '2'
	beq	$t0, $t1, c2
	li	$t1, '3'
	beq	$t0, $t1, c3
	li	$t1, '4'
	beq	$t0, $t1, c4
	cvt.d.s	$f3, $f0
c1:	c.lt.d	$f2, $f5
c2:	cvt.w.d	$f2, $f5
c3:	sqrt.d	$f3, $f2
c4:	ldc1	$f5, 0($gp)
	li	$v0, 10
	syscall
