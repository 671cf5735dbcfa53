# Coprocessor 1: arithmetic, conversions, compares, condition flags, moves.
# RUN: nc {FILE} $f0 $f1 $f2 $f4 $f6 $t0 $t1
# RUN: nc dec {FILE} $f0 $f2 $f4 $t0
.data
a: .float 2.5
b: .float -1.75
c: .double 10.0
e: .double 3.0
.text
  l.s $f0, a
  l.s $f1, b
  add.s $f3, $f0, $f1
  mul.s $f5, $f0, $f1
  div.s $f7, $f0, $f1
  sqrt.s $f9, $f0
  l.d $f2, c
  l.d $f4, e
  div.d $f6, $f2, $f4
  sub.d $f8, $f2, $f4
  cvt.w.d $f10, $f6
  mfc1 $t0, $f10
  round.w.s $f11, $f0
  mfc1 $t1, $f11
  c.lt.s 3, $f1, $f0
  bc1t 3, yes
  li $t1, -1
yes:
  c.eq.d $f2, $f4
  movf.d $f12, $f2
  movt $t2, $t0, 3
  cvt.s.d $f13, $f6
  neg.d $f14, $f6
  abs.s $f15, $f1
  floor.w.s $f16, $f1
  ceil.w.s $f17, $f1
  trunc.w.s $f18, $f1
  cvt.d.w $f20, $f10
  mov.s $f21, $f1
  li $v0, 3
  mov.d $f12, $f6
  syscall
