# Towers of Hanoi, recursive: moves 18 discs and prints the number of moves and a
# checksum of every move's (from, to) pair.
	.text
main:
	li	$s0, 0			# moves
	li	$s1, 0			# checksum
	li	$a0, 18
	li	$a1, 1
	li	$a2, 3
	li	$a3, 2
	jal	hanoi
	move	$a0, $s0
	li	$v0, 1
	syscall
	li	$a0, 10
	li	$v0, 11
	syscall
	move	$a0, $s1
	li	$v0, 1
	syscall
	li	$a0, 10
	li	$v0, 11
	syscall
	li	$v0, 10
	syscall

# hanoi(n=$a0, from=$a1, to=$a2, via=$a3)
hanoi:
	beqz	$a0, done
	addiu	$sp, $sp, -20
	sw	$ra, 16($sp)
	sw	$a0, 12($sp)
	sw	$a1, 8($sp)
	sw	$a2, 4($sp)
	sw	$a3, 0($sp)
	addiu	$a0, $a0, -1		# n-1 discs from -> via
	move	$t0, $a2
	move	$a2, $a3
	move	$a3, $t0
	jal	hanoi
	lw	$a1, 8($sp)		# move disc n: from -> to
	lw	$a2, 4($sp)
	addiu	$s0, $s0, 1
	sll	$t1, $s1, 5
	addu	$s1, $t1, $s1
	sll	$t2, $a1, 2
	or	$t2, $t2, $a2
	xor	$s1, $s1, $t2
	lw	$a0, 12($sp)		# n-1 discs via -> to
	addiu	$a0, $a0, -1
	lw	$a1, 0($sp)
	lw	$a2, 4($sp)
	lw	$a3, 8($sp)
	jal	hanoi
	lw	$ra, 16($sp)
	addiu	$sp, $sp, 20
done:
	jr	$ra
