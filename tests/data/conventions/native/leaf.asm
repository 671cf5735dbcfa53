# leaf.s on MIPS: good's return pops its frame without a comparison, bad's (it writes $s1
# between its call and its return in the same block) compares and makes the finding.
.text
main:	jal	outer
	li	$v0, 10
	syscall
outer:	addiu	$sp, $sp, -4
	sw	$ra, 0($sp)
	jal	work
	lw	$ra, 0($sp)
	addiu	$sp, $sp, 4
	jr	$ra
work:	addiu	$sp, $sp, -8
	sw	$ra, 0($sp)
	sw	$s0, 4($sp)
	li	$s0, 3
again:	li	$a0, 5
	jal	good
after_good:
	addiu	$s0, $s0, -1
	bnez	$s0, again
	jal	bad
after_bad:
	lw	$s0, 4($sp)
	lw	$ra, 0($sp)
	addiu	$sp, $sp, 8
	jr	$ra
good:	addiu	$v0, $a0, 1
	li	$t0, 9
	jr	$ra
bad:	addiu	$s1, $s1, 1
	jr	$ra
