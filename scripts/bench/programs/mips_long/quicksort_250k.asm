# Long run (about 145 million instructions): a recursive quicksort (Lomuto partition) of
# 250,000 pseudo-random words, three times with fresh data (calls and returns through the
# stack, word loads and stores, signed compares). Prints the number of out-of-order
# neighbours after the last sort (0) and a checksum of the sorted arrays.
	.data
arr:	.space	1000000			# 250,000 words
	.text
main:
	li	$s7, 3			# rounds
	li	$s6, 12345		# the generator's state
	li	$s5, 0			# checksum
round:
	la	$s0, arr
	li	$s1, 250000
	li	$t5, 1103515245
	li	$t0, 0
fill:
	mul	$s6, $s6, $t5		# x = x * 1103515245 + 12345
	addiu	$s6, $s6, 12345
	sll	$t1, $t0, 2
	addu	$t1, $s0, $t1
	sw	$s6, 0($t1)
	addiu	$t0, $t0, 1
	blt	$t0, $s1, fill
	move	$a0, $s0		# qsort(first, last): pointers to words, inclusive
	li	$t1, 999996
	addu	$a1, $s0, $t1
	jal	qsort
	li	$s2, 0			# out-of-order neighbours
	move	$t0, $s0
	li	$t1, 999996
	addu	$t9, $s0, $t1
check:
	lw	$t2, 0($t0)
	lw	$t3, 4($t0)
	slt	$t4, $t3, $t2
	addu	$s2, $s2, $t4
	sll	$t6, $s5, 5		# checksum = checksum * 31 + element
	subu	$s5, $t6, $s5
	addu	$s5, $s5, $t2
	addiu	$t0, $t0, 4
	bne	$t0, $t9, check
	addiu	$s7, $s7, -1
	bnez	$s7, round
	move	$a0, $s2
	li	$v0, 1
	syscall
	li	$a0, 32
	li	$v0, 11
	syscall
	move	$a0, $s5
	li	$v0, 1
	syscall
	li	$a0, 10
	li	$v0, 11
	syscall
	li	$v0, 10
	syscall

qsort:					# $a0 first, $a1 last (addresses)
	sltu	$t9, $a0, $a1
	beqz	$t9, done
	addiu	$sp, $sp, -16
	sw	$ra, 0($sp)
	sw	$s0, 4($sp)
	sw	$s1, 8($sp)
	sw	$s2, 12($sp)
	move	$s0, $a0
	move	$s1, $a1
	lw	$t0, 0($s1)		# pivot: the last element
	addiu	$t1, $s0, -4		# i
	move	$t2, $s0		# j
part:
	lw	$t3, 0($t2)
	bgt	$t3, $t0, skip
	addiu	$t1, $t1, 4
	lw	$t4, 0($t1)
	sw	$t3, 0($t1)
	sw	$t4, 0($t2)
skip:
	addiu	$t2, $t2, 4
	bne	$t2, $s1, part
	addiu	$s2, $t1, 4		# the pivot's place
	lw	$t4, 0($s2)
	sw	$t0, 0($s2)
	sw	$t4, 0($s1)
	move	$a0, $s0
	addiu	$a1, $s2, -4
	jal	qsort
	addiu	$a0, $s2, 4
	move	$a1, $s1
	jal	qsort
	lw	$ra, 0($sp)
	lw	$s0, 4($sp)
	lw	$s1, 8($sp)
	lw	$s2, 12($sp)
	addiu	$sp, $sp, 16
done:
	jr	$ra
