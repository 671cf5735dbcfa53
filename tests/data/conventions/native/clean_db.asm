# Clean calls with MARS's delayed branching (run with it on): each call's or return's delay
# slot runs before its target, in the frame that jumped; a call returns to its address + 8.
# The native core keeps lean frames that wait for the slot (tests/test_conventions_native.py):
# the findings must be the single-step path's.
.text
main:
	jal	outer
	li	$a0, 12			# (the slot)
	jal	bad_s5			# (main's calls are never lean)
	nop
	li	$v0, 10
	syscall

outer:	addiu	$sp, $sp, -8
	sw	$ra, 0($sp)
	sw	$s0, 4($sp)
	move	$s0, $a0
	jal	fib			# clean
	li	$t2, 3000		# (its slot: $t2 set before fib runs ...)
	move	$t2, $s0		# (... and set again after it, before a read: $a0 rounds)
many:	addiu	$sp, $sp, -4
	jal	leaf			# clean: $t2 is loaded again before it is read
	sw	$t2, 0($sp)		# (the slot saves it)
	lw	$t2, 0($sp)
	addiu	$t2, $t2, -1
	bnez	$t2, many
	addiu	$sp, $sp, 4		# (the branch's slot)
	jal	set_t1			# not clean: $t1 is read after it returns
	li	$t1, 3			# (its slot sets $t1 before set_t1 runs)
	addu	$v0, $v0, $t1
	jal	mid			# clean
	nop
	la	$t4, via_t6
	jalr	$t6, $t4		# a call linking through $t6 (its clean call: not lean)
	nop
	jal	lands			# returns where no call waits: outer forgets $t1..
	nop
	lw	$s0, 4($sp)
	lw	$ra, 0($sp)
	jr	$ra
	addiu	$sp, $sp, 8
after_lands:
	addu	$v0, $v0, $t3		# $t3: left tainted by set_t1's return (forgotten)
	lw	$s0, 4($sp)
	lw	$ra, 0($sp)
	jr	$ra
	addiu	$sp, $sp, 8

# fib($a0): the slots move sp and pass the argument
fib:	slti	$t0, $a0, 2
	bne	$t0, $zero, fib_base
	addiu	$sp, $sp, -12		# (the branch's slot: undone at fib_base)
	sw	$ra, 0($sp)
	sw	$s1, 4($sp)
	sw	$s2, 8($sp)
	move	$s1, $a0
	jal	fib			# clean
	addiu	$a0, $s1, -1
	move	$s2, $v0
	jal	fib			# clean
	addiu	$a0, $s1, -2
	addu	$v0, $v0, $s2
	lw	$ra, 0($sp)
	lw	$s1, 4($sp)
	lw	$s2, 8($sp)
	jr	$ra
	addiu	$sp, $sp, 12
fib_base:
	move	$v0, $a0
	jr	$ra
	addiu	$sp, $sp, 12

leaf:	jr	$ra
	addiu	$t0, $t0, 1		# (the return's slot)
set_t1:	li	$t1, 9
	jr	$ra
	li	$t3, 4
bad_s5:	jr	$ra
	li	$s5, 1			# not restored (in the return's slot)

mid:	addiu	$sp, $sp, -8
	sw	$ra, 0($sp)
	jal	bad_s6			# clean
	nop
	jal	up			# clean: up returns to mid's caller directly
	nop
	lw	$ra, 0($sp)
	jr	$ra
	addiu	$sp, $sp, 8
bad_s6:	jr	$ra
	addiu	$s6, $s6, 1		# not restored (in the return's slot)
up:	lw	$ra, 0($sp)		# mid's $ra: outer waits there
	jr	$ra
	addiu	$sp, $sp, 8

via_t6:	addiu	$sp, $sp, -8
	sw	$t6, 0($sp)
	jal	leaf			# not clean: via_t6 returns through $t6, which may go anywhere
	nop
	lw	$t6, 0($sp)
	jr	$t6
	addiu	$sp, $sp, 8

lands:	la	$ra, after_lands
	jr	$ra
	nop
