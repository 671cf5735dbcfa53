# Clean calls on MIPS (see clean.s): the findings must be the single-step path's.
.text
main:
	li	$a0, 12
	jal	outer
	jal	bad_s5			# (main's calls are never lean)
	li	$v0, 10
	syscall

outer:	addiu	$sp, $sp, -8
	sw	$ra, 0($sp)
	sw	$s0, 4($sp)
	move	$s0, $a0
	jal	fib			# clean
	li	$t2, 5000
many:	addiu	$sp, $sp, -4
	sw	$t2, 0($sp)
	jal	leaf			# clean: $t2 is loaded again before it is read
	lw	$t2, 0($sp)
	addiu	$sp, $sp, 4
	addiu	$t2, $t2, -1
	bnez	$t2, many
	li	$t1, 3
	jal	set_t1			# not clean: $t1 is read next
	addu	$v0, $v0, $t1
	jal	mid			# clean
	la	$t4, via_t6
	jalr	$t6, $t4		# a call linking through $t6 (its clean call: not lean)
	jal	lands			# returns where no call waits: outer forgets $t1..
	lw	$s0, 4($sp)
	lw	$ra, 0($sp)
	addiu	$sp, $sp, 8
	jr	$ra
after_lands:
	addu	$v0, $v0, $t3		# $t3: left tainted by set_t1's return (forgotten)
	lw	$s0, 4($sp)
	lw	$ra, 0($sp)
	addiu	$sp, $sp, 8
	jr	$ra

fib:	li	$t0, 2
	blt	$a0, $t0, fib_base
	addiu	$sp, $sp, -12
	sw	$ra, 0($sp)
	sw	$s1, 4($sp)
	sw	$s2, 8($sp)
	move	$s1, $a0
	addiu	$a0, $s1, -1
	jal	fib			# clean
	move	$s2, $v0
	addiu	$a0, $s1, -2
	jal	fib			# clean
	addu	$v0, $v0, $s2
	lw	$ra, 0($sp)
	lw	$s1, 4($sp)
	lw	$s2, 8($sp)
	addiu	$sp, $sp, 12
	jr	$ra
fib_base:
	move	$v0, $a0
	jr	$ra

leaf:	addiu	$t0, $t0, 1
	jr	$ra
set_t1:	li	$t1, 9
	li	$t3, 4
	jr	$ra
bad_s5:	li	$s5, 1			# not restored
	jr	$ra

mid:	addiu	$sp, $sp, -8
	sw	$ra, 0($sp)
	jal	bad_s6			# clean
	jal	up			# clean: up returns to mid's caller directly
	lw	$ra, 0($sp)
	addiu	$sp, $sp, 8
	jr	$ra
bad_s6:	addiu	$s6, $s6, 1		# not restored
	jr	$ra
up:	lw	$ra, 0($sp)		# mid's $ra: outer waits there
	addiu	$sp, $sp, 8
	jr	$ra

via_t6:	addiu	$sp, $sp, -8
	sw	$t6, 0($sp)
	jal	leaf			# not clean: via_t6 returns through $t6, which may go anywhere
	lw	$t6, 0($sp)
	addiu	$sp, $sp, 8
	jr	$t6

lands:	la	$ra, after_lands
	jr	$ra
