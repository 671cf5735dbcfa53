# Benchmark: draws 2 frames on a 512x512 Bitmap Display (unit 1x1, base 0x10010000: the
# static data), row by row, each pixel a colour computed from its position and the frame.
# Prints a checksum of the last frame read back.
.text
main:
	li	s0, 0x10010000		# the display's base address
	li	s3, 512
	li	s4, 0			# frame
	li	s5, 2			# frames
frame:
	mv	t0, s0
	li	s1, 0			# y
	slli	t6, s4, 3
yloop:
	slli	t2, s1, 8		# green: y
	add	t2, t2, t6
	li	s2, 0			# x
xloop:
	add	t3, s2, t2		# red and blue: x and the frame
	slli	t4, s2, 16
	or	t3, t3, t4
	sw	t3, 0(t0)
	addi	t0, t0, 4
	addi	s2, s2, 1
	blt	s2, s3, xloop
	addi	s1, s1, 1
	blt	s1, s3, yloop
	addi	s4, s4, 1
	blt	s4, s5, frame
	li	a0, 0			# checksum: every 7th pixel of the last frame
	mv	t0, s0
	li	t1, 0x100000
	add	t1, t1, s0
sum:
	lw	t2, 0(t0)
	add	a0, a0, t2
	addi	t0, t0, 28
	blt	t0, t1, sum
	li	a7, 1
	ecall
	li	a7, 10
	ecall
