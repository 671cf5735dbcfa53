# Benchmark: double-precision n-body simulation of the Sun and the four gas giants
# (fld/fsd, fadd.d/fsub.d/fmul.d/fdiv.d/fsqrt.d), 1,500 steps. Prints the system's energy
# before and after (ecall 3: Java's formatting of the exact doubles).
.data
# per body: x, y, z, vx, vy, vz, mass (solar masses, AU, days scaled by 365.24)
bodies:
	.double	0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 39.47841760435743
	.double	4.84143144246472090, -1.16032004402742839, -0.103622044471123109
	.double	0.606326392995832, 2.81198684491626, -0.02521836165988763, 0.03769367487038949
	.double	8.34336671824457987, 4.12479856412430479, -0.403523417114321381
	.double	-1.0107743461787924, 1.8256623712304119, 0.008415761376584154, 0.011286326131968767
	.double	12.8943695621391310, -15.1111514016986312, -0.223307578892655734
	.double	1.0827910064415354, 0.8687130181696082, -0.010832637401363636, 0.0017237240570597112
	.double	15.3796971148509165, -25.9193146099879641, 0.179258772950371181
	.double	0.979090732243898, 0.5946989986476762, -0.034755955504078104, 0.0020336868699246304
dt:	.double	0.01
half:	.double	0.5
.text
main:
	jal	energy
	li	a7, 3
	ecall
	li	a0, 10
	li	a7, 11
	ecall
	la	t0, dt
	fld	fs0, 0(t0)		# dt
	li	s1, 1500		# steps
step:
	la	s2, bodies		# i
	li	s3, 0
iloop:
	addi	s4, s2, 56		# j = i + 1
	addi	s5, s3, 1
	fld	fa0, 0(s2)
	fld	fa1, 8(s2)
	fld	fa2, 16(s2)
	fld	fa6, 48(s2)		# mass i
jloop:
	li	t0, 5
	bge	s5, t0, jdone
	fld	ft0, 0(s4)
	fld	ft1, 8(s4)
	fld	ft2, 16(s4)
	fsub.d	ft0, fa0, ft0		# d = pi - pj
	fsub.d	ft1, fa1, ft1
	fsub.d	ft2, fa2, ft2
	fmul.d	ft3, ft0, ft0
	fmul.d	ft4, ft1, ft1
	fadd.d	ft3, ft3, ft4
	fmul.d	ft4, ft2, ft2
	fadd.d	ft3, ft3, ft4		# d^2
	fsqrt.d	ft4, ft3
	fmul.d	ft4, ft4, ft3
	fdiv.d	ft5, fs0, ft4		# mag = dt / d^3
	fld	ft6, 48(s4)		# mass j
	fmul.d	ft7, ft6, ft5		# vi -= d * mj * mag
	fld	ft8, 24(s2)
	fmul.d	ft9, ft0, ft7
	fsub.d	ft8, ft8, ft9
	fsd	ft8, 24(s2)
	fld	ft8, 32(s2)
	fmul.d	ft9, ft1, ft7
	fsub.d	ft8, ft8, ft9
	fsd	ft8, 32(s2)
	fld	ft8, 40(s2)
	fmul.d	ft9, ft2, ft7
	fsub.d	ft8, ft8, ft9
	fsd	ft8, 40(s2)
	fmul.d	ft7, fa6, ft5		# vj += d * mi * mag
	fld	ft8, 24(s4)
	fmul.d	ft9, ft0, ft7
	fadd.d	ft8, ft8, ft9
	fsd	ft8, 24(s4)
	fld	ft8, 32(s4)
	fmul.d	ft9, ft1, ft7
	fadd.d	ft8, ft8, ft9
	fsd	ft8, 32(s4)
	fld	ft8, 40(s4)
	fmul.d	ft9, ft2, ft7
	fadd.d	ft8, ft8, ft9
	fsd	ft8, 40(s4)
	addi	s4, s4, 56
	addi	s5, s5, 1
	j	jloop
jdone:
	addi	s2, s2, 56
	addi	s3, s3, 1
	li	t0, 5
	blt	s3, t0, iloop
	la	s2, bodies		# positions += dt * v
	li	s3, 5
move:
	fld	ft0, 0(s2)
	fld	ft1, 24(s2)
	fmadd.d	ft0, fs0, ft1, ft0
	fsd	ft0, 0(s2)
	fld	ft0, 8(s2)
	fld	ft1, 32(s2)
	fmul.d	ft1, fs0, ft1
	fadd.d	ft0, ft0, ft1
	fsd	ft0, 8(s2)
	fld	ft0, 16(s2)
	fld	ft1, 40(s2)
	fmul.d	ft1, fs0, ft1
	fadd.d	ft0, ft0, ft1
	fsd	ft0, 16(s2)
	addi	s2, s2, 56
	addi	s3, s3, -1
	bnez	s3, move
	addi	s1, s1, -1
	bnez	s1, step
	jal	energy
	li	a7, 3
	ecall
	li	a7, 10
	ecall

# energy() -> fa0: kinetic minus potential energy of the system
energy:
	fcvt.d.w fa0, zero
	la	t0, half
	fld	ft11, 0(t0)
	la	t1, bodies
	li	t2, 0
e_i:
	fld	ft0, 24(t1)
	fmul.d	ft3, ft0, ft0
	fld	ft0, 32(t1)
	fmadd.d	ft3, ft0, ft0, ft3
	fld	ft0, 40(t1)
	fmadd.d	ft3, ft0, ft0, ft3
	fld	ft6, 48(t1)
	fmul.d	ft3, ft3, ft6
	fmul.d	ft3, ft3, ft11
	fadd.d	fa0, fa0, ft3
	addi	t3, t1, 56
	addi	t4, t2, 1
e_j:
	li	t5, 5
	bge	t4, t5, e_next
	fld	ft0, 0(t1)
	fld	ft1, 0(t3)
	fsub.d	ft0, ft0, ft1
	fmul.d	ft3, ft0, ft0
	fld	ft0, 8(t1)
	fld	ft1, 8(t3)
	fsub.d	ft0, ft0, ft1
	fmadd.d	ft3, ft0, ft0, ft3
	fld	ft0, 16(t1)
	fld	ft1, 16(t3)
	fsub.d	ft0, ft0, ft1
	fmadd.d	ft3, ft0, ft0, ft3
	fsqrt.d	ft3, ft3
	fld	ft7, 48(t3)
	fmul.d	ft7, ft7, ft6
	fdiv.d	ft7, ft7, ft3
	fsub.d	fa0, fa0, ft7
	addi	t3, t3, 56
	addi	t4, t4, 1
	j	e_j
e_next:
	addi	t1, t1, 56
	addi	t2, t2, 1
	li	t5, 5
	blt	t2, t5, e_i
	ret
