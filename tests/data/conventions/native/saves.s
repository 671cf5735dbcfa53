# --cc-save-all's shapes for the core against single steps (tests/test_conventions_native.py)
.text
main:	li	s0, 100
	li	s1, 101
	li	s2, 102
	li	s3, 103
	li	s4, 104
	li	s6, 106
	li	a0, 30
loop:	jal	both			# saves s0 and s1, writes only s0
	jal	early			# saves s2, writes it on one path only
	jal	wrong			# restores s3 from another slot
	jal	unsaved			# loads s4 from the stack without a save
	jal	moved			# saves s5, moves sp through t0 in between
	li	a1, 3
	jal	deep			# saves s6 at every depth, never writes it
	jal	serve			# saves s7, a service call before the restore
	addi	a0, a0, -1
	bnez	a0, loop
	li	a7, 10
	ecall

both:	addi	sp, sp, -16
	sw	s0, 0(sp)
	sw	s1, 4(sp)
	addi	s0, s0, 1
	lw	s1, 4(sp)
	lw	s0, 0(sp)
	addi	sp, sp, 16
	ret

early:	addi	sp, sp, -16
	sw	s2, 8(sp)
	andi	t0, a0, 1
	beqz	t0, early_out
	addi	s2, s2, 5
early_out:
	lw	s2, 8(sp)
	addi	sp, sp, 16
	ret

wrong:	addi	sp, sp, -16
	sw	s3, 0(sp)
	sw	s3, 4(sp)
	lw	s3, 4(sp)		# not the save's slot: counts as a write
	addi	sp, sp, 16
	ret

unsaved:
	addi	sp, sp, -16
	lw	s4, 12(sp)
	lw	s4, 12(sp)
	addi	sp, sp, 16
	ret

moved:	addi	sp, sp, -16
	sw	s5, 0(sp)
	mv	t0, sp
	addi	t0, t0, -32
	mv	sp, t0
	addi	sp, sp, 32
	lw	s5, 0(sp)
	addi	sp, sp, 16
	ret

deep:	addi	sp, sp, -16
	sw	ra, 0(sp)
	sw	s6, 4(sp)
	beqz	a1, deep_out
	addi	a1, a1, -1
	jal	deep
deep_out:
	lw	s6, 4(sp)
	lw	ra, 0(sp)
	addi	sp, sp, 16
	ret

serve:	addi	sp, sp, -16
	sw	s7, 0(sp)
	mv	t1, a0
	li	a0, 46
	li	a7, 11
	ecall
	mv	a0, t1
	lw	s7, 0(sp)
	addi	sp, sp, 16
	ret
