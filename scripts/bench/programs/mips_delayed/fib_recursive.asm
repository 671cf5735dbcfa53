# mips/fib_recursive.asm written for MARS's delayed branching (`rarslite mars db`, Settings >
# Delayed Branching): naive recursive fib(25) = 75025, each delay slot doing useful work.
.text
main:
	jal	fib
	li	$a0, 25			# (the call's delay slot)
	move	$a0, $v0
	li	$v0, 1
	syscall
	li	$v0, 10
	syscall

# fib($a0) -> $v0
fib:
	slti	$t0, $a0, 2
	bne	$t0, $zero, fib_base
	addiu	$sp, $sp, -12
	sw	$ra, 0($sp)
	sw	$s0, 4($sp)
	sw	$s1, 8($sp)
	move	$s0, $a0
	jal	fib
	addiu	$a0, $s0, -1
	move	$s1, $v0
	jal	fib
	addiu	$a0, $s0, -2
	addu	$v0, $v0, $s1
	lw	$ra, 0($sp)
	lw	$s0, 4($sp)
	lw	$s1, 8($sp)
	jr	$ra
	addiu	$sp, $sp, 12
fib_base:
	move	$v0, $a0
	jr	$ra
	addiu	$sp, $sp, 12		# (undoes the frame the branch's slot made)
