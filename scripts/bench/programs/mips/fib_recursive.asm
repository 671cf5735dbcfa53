# MIPS version of ../shared/bench/fib_recursive.s: naive recursive fib(25) = 75025.
.text
main:
	li	$a0, 25
	jal	fib
	move	$a0, $v0
	li	$v0, 1
	syscall
	li	$v0, 10
	syscall

# fib($a0) -> $v0
fib:
	li	$t0, 2
	blt	$a0, $t0, fib_base
	addiu	$sp, $sp, -12
	sw	$ra, 0($sp)
	sw	$s0, 4($sp)
	sw	$s1, 8($sp)
	move	$s0, $a0
	addiu	$a0, $s0, -1
	jal	fib
	move	$s1, $v0
	addiu	$a0, $s0, -2
	jal	fib
	addu	$v0, $v0, $s1
	lw	$ra, 0($sp)
	lw	$s0, 4($sp)
	lw	$s1, 8($sp)
	addiu	$sp, $sp, 12
	jr	$ra
fib_base:
	move	$v0, $a0
	jr	$ra
