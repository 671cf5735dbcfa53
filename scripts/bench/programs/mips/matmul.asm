# MIPS version of ../shared/bench/matmul.s: 48x48 integer matrix multiply, 4 times.
.eqv	N 48
.data
A:	.space	9216		# N*N words
B:	.space	9216
C:	.space	9216
.text
main:
	la	$t0, A
	la	$t1, B
	li	$t2, 0
	li	$t3, 2304		# N*N
fill:
	li	$t4, 7
	mul	$t5, $t2, $t4
	addiu	$t5, $t5, 3
	sw	$t5, 0($t0)
	li	$t4, 13
	mul	$t5, $t2, $t4
	addiu	$t5, $t5, 5
	sw	$t5, 0($t1)
	addiu	$t0, $t0, 4
	addiu	$t1, $t1, 4
	addiu	$t2, $t2, 1
	blt	$t2, $t3, fill
	li	$s7, 4			# repetitions
rep:
	li	$s0, 0			# i
loop_i:
	li	$s1, 0			# j
loop_j:
	li	$s2, 0			# k
	li	$s3, 0			# sum
	li	$t0, N
	mul	$t1, $s0, $t0
	sll	$t1, $t1, 2
	la	$a1, A
	addu	$a1, $a1, $t1
	sll	$t2, $s1, 2
	la	$a2, B
	addu	$a2, $a2, $t2
loop_k:
	lw	$t3, 0($a1)
	lw	$t4, 0($a2)
	mul	$t5, $t3, $t4
	addu	$s3, $s3, $t5
	addiu	$a1, $a1, 4
	addiu	$a2, $a2, 192		# N*4
	addiu	$s2, $s2, 1
	blt	$s2, $t0, loop_k
	mul	$t1, $s0, $t0
	addu	$t1, $t1, $s1
	sll	$t1, $t1, 2
	la	$a3, C
	addu	$a3, $a3, $t1
	sw	$s3, 0($a3)
	addiu	$s1, $s1, 1
	blt	$s1, $t0, loop_j
	addiu	$s0, $s0, 1
	blt	$s0, $t0, loop_i
	addiu	$s7, $s7, -1
	bnez	$s7, rep
	la	$t0, C
	li	$t1, 2304
	li	$a0, 0
sum:
	lw	$t2, 0($t0)
	sll	$t3, $a0, 5
	srl	$t4, $a0, 27
	or	$a0, $t3, $t4
	xor	$a0, $a0, $t2
	addiu	$t0, $t0, 4
	addiu	$t1, $t1, -1
	bnez	$t1, sum
	li	$v0, 1
	syscall
	li	$v0, 10
	syscall
