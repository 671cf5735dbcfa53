# hooks.s on MIPS: calls and returns inside translated blocks, a call that is not clean
# in the middle of a trace, a callee-saved break found at a lean return, and a fault
# inside a callee after inlined calls (the run ends there).
.text
main:	li	$a0, 7
	jal	outer
	li	$v0, 10			# never reached
	syscall
outer:	addiu	$sp, $sp, -8
	sw	$ra, 0($sp)
	sw	$s0, 4($sp)
	jal	fib			# clean
	move	$s0, $v0
	li	$t1, 4
	jal	leaf			# not clean: $t1 is read next
	addu	$s0, $s0, $t1
	jal	bad			# clean: bad changes $s3 (found at a lean return)
	jal	bad
	jal	deep			# clean: the fault is inside
	lw	$s0, 4($sp)
	lw	$ra, 0($sp)
	addiu	$sp, $sp, 8
	jr	$ra
fib:	li	$t0, 2
	blt	$a0, $t0, base
	addiu	$sp, $sp, -12
	sw	$ra, 0($sp)
	sw	$s1, 4($sp)
	sw	$s2, 8($sp)
	move	$s1, $a0
	jal	leaf			# inlined in fib's trace
	addiu	$a0, $s1, -1
	jal	fib
	move	$s2, $v0
	addiu	$a0, $s1, -2
	jal	fib
	addu	$v0, $v0, $s2
	jal	leaf
	lw	$ra, 0($sp)
	lw	$s1, 4($sp)
	lw	$s2, 8($sp)
	addiu	$sp, $sp, 12
	jr	$ra
base:	move	$v0, $a0
	jr	$ra
leaf:	addiu	$t0, $t0, 1
	jr	$ra
bad:	addiu	$s3, $s3, 1
	jr	$ra
deep:	addiu	$sp, $sp, -8
	sw	$ra, 0($sp)
	jal	leaf
	jal	leaf
	li	$t2, 1
	lw	$t3, 0($t2)		# a misaligned load: the fault
	lw	$ra, 0($sp)
	addiu	$sp, $sp, 8
	jr	$ra
