# Leaf calls inside one translated block: good leaves the callee-saved registers alone (its
# return pops its frame without a comparison), bad writes s1 between its call and its return
# in the same block (its return compares, and the finding is made), good three times round a
# loop, then bad. work is called from outer (work's frame is a lean one: lean frames go above it).
.text
main:	jal	outer
	li	a7, 10
	ecall
outer:	addi	sp, sp, -4
	sw	ra, 0(sp)
	jal	work
	lw	ra, 0(sp)
	addi	sp, sp, 4
	ret
work:	addi	sp, sp, -8
	sw	ra, 0(sp)
	sw	s0, 4(sp)
	li	s0, 3
again:	li	a0, 5
	jal	good
after_good:
	addi	s0, s0, -1
	bnez	s0, again
	jal	bad
after_bad:
	lw	s0, 4(sp)
	lw	ra, 0(sp)
	addi	sp, sp, 8
	ret
good:	addi	a0, a0, 1
	li	t0, 9
	ret
bad:	addi	s1, s1, 1
	ret
