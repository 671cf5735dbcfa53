# MIPS version of ../shared/bench/alu_loop.s: a tight integer ALU loop, 8 instructions per
# iteration (blt is slt+bne here, so 9 basic instructions), 1.5 M iterations.
.text
main:
	li	$t0, 0			# i
	li	$t1, 1500000		# iterations
	li	$t2, 0x12345678		# accumulator
loop:
	addiu	$t0, $t0, 1
	addu	$t2, $t2, $t0
	xori	$t2, $t2, 0x55
	sll	$t3, $t2, 3
	srl	$t4, $t2, 7
	or	$t2, $t3, $t4
	addu	$t2, $t2, $t0
	blt	$t0, $t1, loop
	move	$a0, $t2
	li	$v0, 1
	syscall
	li	$v0, 10
	syscall
