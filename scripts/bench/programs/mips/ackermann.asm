# Ackermann's function, recursive: prints A(2, n) for n = 0..5 and A(3, 7).
	.text
main:
	li	$s0, 0
small:
	li	$a0, 2
	move	$a1, $s0
	jal	ack
	move	$a0, $v0
	li	$v0, 1
	syscall
	li	$a0, 32
	li	$v0, 11
	syscall
	addiu	$s0, $s0, 1
	ble	$s0, 5, small
	li	$a0, 3
	li	$a1, 7
	jal	ack
	move	$a0, $v0
	li	$v0, 1
	syscall
	li	$a0, 10
	li	$v0, 11
	syscall
	li	$v0, 10
	syscall

# ack(m=$a0, n=$a1) -> $v0
ack:
	bnez	$a0, m_pos
	addiu	$v0, $a1, 1		# A(0, n) = n + 1
	jr	$ra
m_pos:
	addiu	$sp, $sp, -8
	sw	$ra, 4($sp)
	sw	$a0, 0($sp)
	bnez	$a1, n_pos
	addiu	$a0, $a0, -1		# A(m, 0) = A(m - 1, 1)
	li	$a1, 1
	jal	ack
	j	ret
n_pos:
	addiu	$a1, $a1, -1		# A(m, n) = A(m - 1, A(m, n - 1))
	jal	ack
	lw	$a0, 0($sp)
	addiu	$a0, $a0, -1
	move	$a1, $v0
	jal	ack
ret:
	lw	$ra, 4($sp)
	addiu	$sp, $sp, 8
	jr	$ra
