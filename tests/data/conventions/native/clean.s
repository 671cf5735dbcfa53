# Clean calls (the caller reads no caller-saved register after them before writing it): the
# native core and the block path skip the caller's side of their returns when the caller
# was called through ra (tests/test_conventions_native.py): the findings must be the
# single-step path's, which never skips.
.text
main:
	li	a0, 12
	jal	outer
	jal	bad_s5			# (main's calls are never lean)
	li	a7, 10
	ecall

# outer: clean calls to a recursive fib and to a loop of 5000 clean calls, then an unclean
# one, a return elsewhere with a frame waiting for it, and one with none
outer:	addi	sp, sp, -16
	sw	ra, 0(sp)
	sw	s0, 4(sp)
	mv	s0, a0
	jal	fib			# clean
	li	t2, 5000
many:	addi	sp, sp, -4
	sw	t2, 0(sp)
	jal	leaf			# clean: t2 is loaded again before it is read
	lw	t2, 0(sp)
	addi	sp, sp, 4
	addi	t2, t2, -1
	bnez	t2, many
	li	t1, 3
	jal	set_t1			# not clean: t1 is read next
	add	a0, a0, t1
	jal	mid			# clean
	la	t4, via_t6
	jalr	t6, 0(t4)		# a call linking through t6 (its clean call: not lean)
	jal	lands			# returns where no call waits: outer forgets t1..
	lw	s0, 4(sp)
	lw	ra, 0(sp)
	addi	sp, sp, 16
	ret
after_lands:
	add	a0, a0, t3		# t3: left tainted by set_t1's return (no finding: forgotten)
	lw	s0, 4(sp)
	lw	ra, 0(sp)
	addi	sp, sp, 16
	ret

fib:	li	t0, 2
	blt	a0, t0, fib_base
	addi	sp, sp, -12
	sw	ra, 0(sp)
	sw	s1, 4(sp)
	sw	s2, 8(sp)
	mv	s1, a0
	addi	a0, s1, -1
	jal	fib			# clean
	mv	s2, a0
	addi	a0, s1, -2
	jal	fib			# clean
	add	a0, a0, s2
	lw	ra, 0(sp)
	lw	s1, 4(sp)
	lw	s2, 8(sp)
	addi	sp, sp, 12
	ret
fib_base:
	ret

leaf:	addi	t0, t0, 1
	ret
set_t1:	li	t1, 9
	li	t3, 4
	ret
bad_s5:	li	s5, 1			# not restored
	ret

# mid: a clean call whose callee breaks callee-saved s6 (found at a lean return), then a
# return elsewhere to an address a frame waits for (outer's call of mid)
mid:	addi	sp, sp, -16
	sw	ra, 0(sp)
	jal	bad_s6			# clean
	jal	up			# clean: up returns to mid's caller directly
	lw	ra, 0(sp)
	addi	sp, sp, 16
	ret
bad_s6:	addi	s6, s6, 1		# not restored
	ret
up:	lw	ra, 0(sp)		# mid's ra: outer waits there
	addi	sp, sp, 16
	ret

via_t6:	addi	sp, sp, -16
	sw	t6, 0(sp)
	jal	leaf			# not clean: via_t6 returns through t6, which may go anywhere
	lw	t6, 0(sp)
	addi	sp, sp, 16
	jr	t6

lands:	la	ra, after_lands
	ret
