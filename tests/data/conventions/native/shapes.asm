# The MIPS shapes of tests/test_conventions_native.py (see shapes.s), with jalr, bgezal and
# bltzal calls.
.text
main:
	li	$t0, 1
	li	$t1, 2
	li	$t5, 1
	li	$t6, 1
	jal	keep
	jal	clob_t1
	add	$a0, $t0, $t1
	jal	set_t5
	jal	keep
	move	$a1, $t5
	jal	keep
	jal	set_t6
	move	$a1, $t6
	li	$s0, 5000
	li	$t3, 7
loop:	jal	keep
	addi	$s0, $s0, -1
	bnez	$s0, loop
	move	$a0, $t3
	la	$t4, bad_s2
	jalr	$t4
	li	$t7, -1
	bltzal	$t7, fresh		# taken
	bgezal	$t7, fresh		# not taken
	bgezal	$zero, deep3		# taken
	jal	deep3
	jal	skip
	nop
	li	$v0, 10
	syscall

keep:	jr	$ra
clob_t1: li	$t1, 99
	jr	$ra
set_t5:	li	$t5, 2
	jr	$ra
set_t6:	li	$t6, 5
	jr	$ra
bad_s2:	li	$s2, 1
	jr	$ra
fresh:	li	$s3, 4
	jr	$ra
deep3:	addiu	$sp, $sp, -8
	sw	$ra, 0($sp)
	jal	deep2
	jal	deep2
	lw	$ra, 0($sp)
	addiu	$sp, $sp, 8
	jr	$ra
deep2:	addiu	$sp, $sp, -8
	sw	$ra, 0($sp)
	jal	deep1
	move	$a0, $t0
	lw	$ra, 0($sp)
	addiu	$sp, $sp, 8
	jr	$ra
deep1:	addi	$s4, $s4, 1
	addi	$t0, $t0, 1
	jr	$ra
skip:	addiu	$ra, $ra, 4
	jr	$ra
