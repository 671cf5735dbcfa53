# Deep recursion through clean calls: the native core keeps such frames on a stack of its own
# (1024 of them) until something else happens, and the checker keeps at most 10,000 frames
# (tests/test_conventions_clean_calls.py): the findings must be the single-step path's.
.text
main:
	li	a0, 1500
	jal	down			# deeper than the core's own stack of lean frames
	li	a0, 10050
	jal	down			# deeper than the checker's frames
	li	a0, 1200
	jal	breaks			# s7 broken at the bottom: found at each depth's return
	li	a0, 1100
	jal	astray			# a return through ra to where no call waits
	li	a7, 10
	ecall

# down(n): n clean calls deep, a leaf at the bottom
down:	addi	sp, sp, -16
	sw	ra, 0(sp)
	beqz	a0, d_leaf
	addi	a0, a0, -1
	jal	down			# clean
	lw	ra, 0(sp)
	addi	sp, sp, 16
	ret
d_leaf:	jal	leaf			# clean
	lw	ra, 0(sp)
	addi	sp, sp, 16
	ret
leaf:	li	t0, 1
	ret

# breaks(n): as down, with s7 changed at the bottom and never restored
breaks:	addi	sp, sp, -16
	sw	ra, 0(sp)
	beqz	a0, b_leaf
	addi	a0, a0, -1
	jal	breaks			# clean
	lw	ra, 0(sp)
	addi	sp, sp, 16
	ret
b_leaf:	jal	bad_s7			# clean
	lw	ra, 0(sp)
	addi	sp, sp, 16
	ret
bad_s7:	addi	s7, s7, 1
	ret

# astray(n): as down; the bottom one returns to `gone` (its ra changed), from 1100 deep
astray:	addi	sp, sp, -16
	sw	ra, 0(sp)
	beqz	a0, a_leaf
	addi	a0, a0, -1
	jal	astray			# clean
	lw	ra, 0(sp)
	addi	sp, sp, 16
	ret
a_leaf:	la	ra, gone
	ret
gone:	li	a7, 10
	ecall
