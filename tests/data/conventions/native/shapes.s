# Every shape the native core's side of the calling-convention checker handles or hands back
# (tests/test_conventions_native.py): the findings must be the single-step path's.
.text
main:
	li	t0, 1
	li	t1, 2
	li	t5, 1
	li	t6, 1
	jal	keep
	jal	clob_t1
	add	a0, t0, t1		# t0: left alone (strict only), t1: changed by clob_t1
	jal	set_t5
	jal	keep
	mv	a1, t5			# changed by the first of the two callees
	jal	keep
	jal	set_t6
	mv	a1, t6			# changed by the last one (at the read)
	li	s0, 5000
	li	t3, 7
loop:	jal	keep			# 5000 calls: the one that tainted t3 is forgotten
	addi	s0, s0, -1
	bnez	s0, loop
	mv	a0, t3
	la	t4, bad_s2
	jalr	ra, 0(t4)		# a call through a register
	la	ra, fresh
	jalr	ra, 0(ra)		# the link register holds the target
	jal	deep3
	jal	deep3
	jal	skip
	nop
	li	a7, 10
	ecall

keep:	ret
clob_t1: li	t1, 99
	ret
set_t5:	li	t5, 2
	ret
set_t6:	li	t6, 5
	ret
bad_s2:	li	s2, 1			# not restored
	ret
fresh:	li	s3, 4			# not restored
	ret
deep3:	addi	sp, sp, -16
	sw	ra, 0(sp)
	jal	deep2
	jal	deep2
	lw	ra, 0(sp)
	addi	sp, sp, 16
	ret
deep2:	addi	sp, sp, -16
	sw	ra, 0(sp)
	jal	deep1
	mv	a0, t0			# relies on t0 across deep1
	lw	ra, 0(sp)
	addi	sp, sp, 16
	ret
deep1:	addi	s4, s4, 1		# not restored, at every return (one finding)
	addi	t0, t0, 1
	ret
skip:	addi	ra, ra, 4		# returns past the call's return address
	ret
