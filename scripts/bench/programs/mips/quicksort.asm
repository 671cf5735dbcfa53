# Quicksort (recursive, Lomuto partition) over 40,000 pseudo-random words; checks the
# order and prints a position-weighted checksum.
	.data
array:	.space	160000
	.text
main:
	la	$s0, array
	li	$s1, 40000
	li	$t0, 12345		# LCG seed
	li	$t1, 0
	move	$t2, $s0
fill:
	li	$t3, 1103515245
	mul	$t0, $t0, $t3
	addiu	$t0, $t0, 12345
	sra	$t4, $t0, 8
	sw	$t4, 0($t2)
	addiu	$t2, $t2, 4
	addiu	$t1, $t1, 1
	blt	$t1, $s1, fill
	move	$a0, $s0
	sll	$a1, $s1, 2
	addu	$a1, $a1, $s0
	addiu	$a1, $a1, -4
	jal	qsort
	li	$t1, 1			# checksum and order check
	li	$s2, 0
	li	$s3, 0			# out-of-order pairs
	move	$t2, $s0
	lw	$t5, 0($t2)
check:
	lw	$t4, 4($t2)
	slt	$t6, $t4, $t5
	addu	$s3, $s3, $t6
	mul	$t7, $t4, $t1
	addu	$s2, $s2, $t7
	move	$t5, $t4
	addiu	$t2, $t2, 4
	addiu	$t1, $t1, 1
	blt	$t1, $s1, check
	move	$a0, $s3
	li	$v0, 1
	syscall
	li	$a0, 32
	li	$v0, 11
	syscall
	move	$a0, $s2
	li	$v0, 1
	syscall
	li	$a0, 10
	li	$v0, 11
	syscall
	li	$v0, 10
	syscall

# qsort(lo=$a0, hi=$a1): sorts the words at lo..hi (addresses, inclusive)
qsort:
	bge	$a0, $a1, qdone
	addiu	$sp, $sp, -12
	sw	$ra, 8($sp)
	sw	$a1, 4($sp)
	lw	$t0, 0($a1)		# pivot
	addiu	$t1, $a0, -4		# i
	move	$t2, $a0		# j
part:
	lw	$t3, 0($t2)
	bgt	$t3, $t0, skip
	addiu	$t1, $t1, 4
	lw	$t4, 0($t1)
	sw	$t3, 0($t1)
	sw	$t4, 0($t2)
skip:
	addiu	$t2, $t2, 4
	blt	$t2, $a1, part
	addiu	$t1, $t1, 4		# the pivot to its place
	lw	$t4, 0($t1)
	sw	$t0, 0($t1)
	sw	$t4, 0($a1)
	sw	$t1, 0($sp)
	addiu	$a1, $t1, -4
	jal	qsort			# lo .. p-1
	lw	$a0, 0($sp)
	addiu	$a0, $a0, 4
	lw	$a1, 4($sp)
	jal	qsort			# p+1 .. hi
	lw	$ra, 8($sp)
	addiu	$sp, $sp, 12
qdone:
	jr	$ra
