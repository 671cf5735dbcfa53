# random FP program (seed 229:3)
        .data
        .align 3
init:
        .word 0xb5a0f890, 0xc1b1ba3e
        .word 0xecadb680, 0xbfc6a4bf
        .word 0xc969b4e2, 0xffffffff
        .word 0x00000000, 0xc00c0000
        .word 0x11a63a90, 0x4192115e
        .word 0xc928db3f, 0xffffffff
        .word 0x5bf47530, 0x3ff2289f
        .word 0x40c31183, 0xe73a9864
        .word 0x4bd2e90e, 0xffffffff
        .word 0xc869b30e, 0xffffffff
        .word 0x47827cff, 0x8239ebdf
        .word 0x6b1e4b33, 0xffffffff
        .word 0x3fc00000, 0xffffffff
        .word 0x5e7cbcb0, 0xc01629be
        .word 0x00000000, 0x40040000
        .word 0x00000000, 0x7ff80000
        .word 0xc880b78d, 0xffffffff
        .word 0x0d5c2470, 0xffffffff
        .word 0xc9245112, 0xffffffff
        .word 0x6794164f, 0xb39551e6
        .word 0x00000000, 0x3fe00000
        .word 0xcf000000, 0xffffffff
        .word 0x75c0c225, 0xffffffff
        .word 0x00000000, 0x3fe00000
        .word 0x007fffff, 0xffffffff
        .word 0x80000000, 0xffffffff
        .word 0x48b65eb3, 0xffffffff
        .word 0x7f800000, 0xffffffff
        .word 0x7f7fffff, 0xffffffff
        .word 0x007fffff, 0xffffffff
        .word 0x00000000, 0xffffffff
        .word 0x40200000, 0xffffffff
buf:    .space 8
sp1:    .space 4
        .text
        la t0, init
        fld f0, 0(t0)
        fld f1, 8(t0)
        fld f2, 16(t0)
        fld f3, 24(t0)
        fld f4, 32(t0)
        fld f5, 40(t0)
        fld f6, 48(t0)
        fld f7, 56(t0)
        fld f8, 64(t0)
        fld f9, 72(t0)
        fld f10, 80(t0)
        fld f11, 88(t0)
        fld f12, 96(t0)
        fld f13, 104(t0)
        fld f14, 112(t0)
        fld f15, 120(t0)
        fld f16, 128(t0)
        fld f17, 136(t0)
        fld f18, 144(t0)
        fld f19, 152(t0)
        fld f20, 160(t0)
        fld f21, 168(t0)
        fld f22, 176(t0)
        fld f23, 184(t0)
        fld f24, 192(t0)
        fld f25, 200(t0)
        fld f26, 208(t0)
        fld f27, 216(t0)
        fld f28, 224(t0)
        fld f29, 232(t0)
        fld f30, 240(t0)
        fld f31, 248(t0)
        li s2, 0x3211981a
        li s3, 0xdee995c6
        li s4, 0xffffffff
        li s5, 0x00000034
        li s6, 0x0000005b
        li s7, 0x8b259284
        li s8, 0xffffffb7
        li s9, 0x80000000
        li s10, 0x7fffffff
        li s11, 0x7fffffff
        fdiv.s f30, f2, f30, rup
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f20, f20, f22
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.d f19, f29, f16
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f4, 0(t0)
        flw f10, 0(t0)
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        fmin.d f20, f21, f25
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fmin.s f7, f25, f25
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f25, f17, f18
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.d s3, f23
        mv a0, s3
        jal hex
        jal pcsr
        fcvt.s.wu f31, s11, rmm
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.d s4, f31, rdn
        mv a0, s4
        jal hex
        jal pcsr
        fcvt.wu.s s5, f7, rmm
        mv a0, s5
        jal hex
        jal pcsr
        fmax.s f12, f9, f8
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.s f11, f20, f23, f2
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f22, f10, f23
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f28, f23
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s5, f6, f0
        mv a0, s5
        jal hex
        jal pcsr
        fsub.d f28, f4, f3, rmm
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f0, f13, f18, f7, rup
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f7, s8, rtz
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.s f28, f9, f22
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f29, f14, f3
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f2, s5, rtz
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f23, f22, f3
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fle.s s5, f26, f14
        mv a0, s5
        jal hex
        jal pcsr
        fcvt.w.d s9, f19
        mv a0, s9
        jal hex
        jal pcsr
        fcvt.wu.d s4, f6
        mv a0, s4
        jal hex
        jal pcsr
        fmin.d f9, f3, f28
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f0, f3, f2, dyn
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f19, 0(t0)
        flw f24, 0(t0)
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        fmax.s f0, f24, f6
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f26, f0, f23
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f31, f28, f14, rmm
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.s f5, f16, f15, f23, rmm
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f12, f10, f20, f4, dyn
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f0, f2, f3, f4
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s5, f2, f14
        mv a0, s5
        jal hex
        jal pcsr
        feq.d s8, f30, f28
        mv a0, s8
        jal hex
        jal pcsr
        fmul.s f26, f4, f10, rne
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        feq.s s4, f16, f0
        mv a0, s4
        jal hex
        jal pcsr
        fsgnj.d f24, f18, f16
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f4, f11, f3, f24
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s4, f24, f4
        mv a0, s4
        jal hex
        jal pcsr
        fmsub.d f24, f0, f17, f16, dyn
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s7, f24, rtz
        mv a0, s7
        jal hex
        jal pcsr
        la t0, sp1
        fsw f0, 0(t0)
        flw f1, 0(t0)
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        fnmsub.s f2, f12, f4, f0, rup
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f0, f5, f1
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.s f11, f31, f4, f20, rmm
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 2
        fsrm t1
        jal pcsr
        fle.s s10, f15, f10
        mv a0, s10
        jal hex
        jal pcsr
        fnmadd.d f9, f2, f4, f24
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f5, f22, f15
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fmv.x.w s11, f4
        mv a0, s11
        jal hex
        jal pcsr
        fmax.d f2, f9, f10
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f7, f0, f2
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f9, f24, f29
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f1, f29, f5, f2, rdn
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s11, f11
        mv a0, s11
        jal hex
        jal pcsr
        fcvt.d.s f31, f13, rdn
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.d s5, f26, rmm
        mv a0, s5
        jal hex
        jal pcsr
        fclass.d s2, f20
        mv a0, s2
        jal hex
        jal pcsr
        fdiv.s f15, f26, f14, rdn
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f23, f20, dyn
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f28, 0(t0)
        flw f6, 0(t0)
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        fsgnjn.d f28, f13, f8
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.d f31, f30, f24, f28, rne
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f27, f13, f28, f5, rne
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s7, f22, f16
        mv a0, s7
        jal hex
        jal pcsr
        fcvt.wu.s s8, f26
        mv a0, s8
        jal hex
        jal pcsr
        fnmadd.d f20, f14, f31, f27, rmm
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f11, s8
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f16, f4, rne
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.d f23, f24, f20, f5, dyn
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.d s10, f15, rtz
        mv a0, s10
        jal hex
        jal pcsr
        fmax.d f9, f8, f31
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f26, s2, dyn
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 0
        fsrm t1
        jal pcsr
        la t0, sp1
        fsw f16, 0(t0)
        flw f10, 0(t0)
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        la t0, sp1
        fsw f6, 0(t0)
        flw f24, 0(t0)
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        fle.d s3, f7, f4
        mv a0, s3
        jal hex
        jal pcsr
        fcvt.d.s f6, f18, rdn
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f0, s5, rmm
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f14, f28, f4, f4
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f27, s5, dyn
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fsub.s f2, f2, f10, rdn
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f24, f27, f3, rtz
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f28, f3, f28, rup
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f29, f23, dyn
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f26, 0(t0)
        flw f25, 0(t0)
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        fcvt.s.d f12, f31
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f14, f1, f19, f31, rdn
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f11, f26, dyn
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f31, f6, f13, f10, rtz
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        flt.s s10, f20, f19
        mv a0, s10
        jal hex
        jal pcsr
        fsgnj.s f26, f1, f23
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f20, f1, f4, rtz
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f24, f28, f19
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fsub.s f15, f15, f7, rmm
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f26, f23, f0, f0, rdn
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f4, f28, f4, f29, dyn
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.s f16, f5, f27
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f7, s2, rmm
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f20, f17, f6, rtz
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s5, f25, f30
        mv a0, s5
        jal hex
        jal pcsr
        fdiv.d f4, f4, f24, rmm
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s11, f27, rne
        mv a0, s11
        jal hex
        jal pcsr
        flt.d s4, f23, f23
        mv a0, s4
        jal hex
        jal pcsr
        fmax.d f25, f30, f2
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f0, f25, f5, f6
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f6, f19, f17, rne
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.d f1, f31, f8
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f10, s2
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.d s11, f12
        mv a0, s11
        jal hex
        jal pcsr
        fdiv.s f4, f5, f14, rne
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f7, f30, f1
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f14, f17, f20, f12, rne
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f11, f18, f0
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f5, f19, f2
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f7, f25
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f8, s6
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f1, f8, f9, f19
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f5, f18, f8
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f21, f13, dyn
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f11, f24, f12, rne
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f18, f12, f31, f26
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 4
        fsrm t1
        jal pcsr
        fsgnjn.d f24, f28, f25
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f29, f1, f13
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s5, f23
        mv a0, s5
        jal hex
        jal pcsr
        fle.d s3, f8, f22
        mv a0, s3
        jal hex
        jal pcsr
        fle.d s3, f25, f9
        mv a0, s3
        jal hex
        jal pcsr
        fsgnjn.d f31, f1, f27
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fsub.s f18, f23, f21
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f30, f0, rmm
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.d f25, f15, f22
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.d s9, f2, rne
        mv a0, s9
        jal hex
        jal pcsr
        fclass.s s5, f30
        mv a0, s5
        jal hex
        jal pcsr
        fsub.d f31, f7, f17, dyn
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f14, f22, f24
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f0, f19, f23
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f0, f17, f2
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s10, f16, f27
        mv a0, s10
        jal hex
        jal pcsr
        fnmsub.s f29, f30, f28, f25, rne
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.d f22, f20, f12
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f7, f14, f16, rne
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f4, s3, rne
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s7, f2, dyn
        mv a0, s7
        jal hex
        jal pcsr
        feq.d s6, f0, f4
        mv a0, s6
        jal hex
        jal pcsr
        fsgnjx.d f9, f10, f14
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f20, f27, f22, rtz
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f28, s4, rmm
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f3, f23, rtz
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f18, s4
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 3
        fsrm t1
        jal pcsr
        fcvt.s.wu f29, s2, rdn
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s7, f13
        mv a0, s7
        jal hex
        jal pcsr
        fadd.s f5, f14, f7
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f19, s8
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s6, f5
        mv a0, s6
        jal hex
        jal pcsr
        fclass.s s7, f11
        mv a0, s7
        jal hex
        jal pcsr
        fclass.d s5, f9
        mv a0, s5
        jal hex
        jal pcsr
        la t0, sp1
        fsw f27, 0(t0)
        flw f6, 0(t0)
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        fle.s s3, f30, f17
        mv a0, s3
        jal hex
        jal pcsr
        fle.d s8, f31, f27
        mv a0, s8
        jal hex
        jal pcsr
        li t1, 0
        fsrm t1
        jal pcsr
        fmv.x.w s11, f25
        mv a0, s11
        jal hex
        jal pcsr
        fnmadd.s f0, f18, f31, f23
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f7, f21, f24, f21, rdn
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f10, f29, f0
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f27, 0(t0)
        flw f12, 0(t0)
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        fdiv.s f27, f14, f3
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f21, f26, f17
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f21, f22, f3, rmm
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f20, 0(t0)
        flw f22, 0(t0)
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        fmadd.d f21, f30, f26, f27, rne
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s2, f6, rmm
        mv a0, s2
        jal hex
        jal pcsr
        fcvt.s.w f23, s2
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f5, f9, f4, f10, rup
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s5, f2
        mv a0, s5
        jal hex
        jal pcsr
        fmul.d f13, f25, f30
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.s f7, f8, f5
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f15, f12, dyn
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f3, f1, f26, f24, rtz
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.d f29, f16, f28
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f28, f16, f13
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s4, f16
        mv a0, s4
        jal hex
        jal pcsr
        li t1, 1
        fsrm t1
        jal pcsr
        fle.s s10, f18, f31
        mv a0, s10
        jal hex
        jal pcsr
        fmax.s f23, f13, f20
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f12, 0(t0)
        flw f3, 0(t0)
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        fcvt.s.w f14, s3
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fmv.x.w s9, f2
        mv a0, s9
        jal hex
        jal pcsr
        fcvt.s.w f21, s10, rdn
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.s f0, f26, f13
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fmv.x.w s4, f18
        mv a0, s4
        jal hex
        jal pcsr
        fdiv.s f6, f1, f20, rup
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.d s5, f5
        mv a0, s5
        jal hex
        jal pcsr
        feq.s s6, f26, f6
        mv a0, s6
        jal hex
        jal pcsr
        fmadd.s f23, f21, f16, f24
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f23, f26, rne
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f29, f1, f3
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s3, f19, rtz
        mv a0, s3
        jal hex
        jal pcsr
        fsqrt.s f6, f4, rne
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f14, 0(t0)
        flw f17, 0(t0)
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        fadd.d f1, f23, f0
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s6, f24, f24
        mv a0, s6
        jal hex
        jal pcsr
        fnmsub.d f22, f5, f2, f9, dyn
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f20, f28, f6
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f22, 0(t0)
        flw f13, 0(t0)
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        fdiv.d f20, f21, f26, rdn
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s5, f16, f0
        mv a0, s5
        jal hex
        jal pcsr
        fnmsub.d f28, f17, f28, f9
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f14, f27, f6
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f2, f0, rtz
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.s f22, f26, f31, f12, rdn
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f29, f1, rne
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f7, 0(t0)
        flw f22, 0(t0)
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        flt.d s10, f16, f19
        mv a0, s10
        jal hex
        jal pcsr
        fcvt.s.wu f11, s3, rtz
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f11, f30, f21, f6
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s8, f2, f5
        mv a0, s8
        jal hex
        jal pcsr
        fsgnjn.s f7, f28, f1
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s4, f14, rup
        mv a0, s4
        jal hex
        jal pcsr
        li t1, 4
        fsrm t1
        jal pcsr
        fcvt.d.w f2, s9, rmm
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f28, f13, f28
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f5, f31, f22, f14
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fsub.s f10, f13, f26
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f9, f5, f4
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f20, f23, f19
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f14, f19, f7, f17, dyn
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fmv.x.w s9, f30
        mv a0, s9
        jal hex
        jal pcsr
        fcvt.w.d s9, f16, dyn
        mv a0, s9
        jal hex
        jal pcsr
        fcvt.s.w f25, s3
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f20, f7, f21
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f14, f4, f28
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f31, f19, f21, rne
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f8, s2, rup
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f20, f25, f28, rup
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f16, 0(t0)
        flw f4, 0(t0)
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        fmsub.s f10, f8, f0, f5, rne
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f18, f5, f15
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s9, f0
        mv a0, s9
        jal hex
        jal pcsr
        fsgnj.s f7, f5, f8
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s5, f22, f10
        mv a0, s5
        jal hex
        jal pcsr
        fsqrt.s f11, f13, dyn
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f9, f12, f31
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f18, f2, f14, f0
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s7, f11
        mv a0, s7
        jal hex
        jal pcsr
        fsgnjx.d f31, f30, f27
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s8, f20, f19
        mv a0, s8
        jal hex
        jal pcsr
        fsub.s f14, f19, f23
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f26, s10
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        flt.s s8, f20, f3
        mv a0, s8
        jal hex
        jal pcsr
        fmv.w.x f27, s8
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f16, f1, f9
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f26, s6, rdn
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s7, f18, f22
        mv a0, s7
        jal hex
        jal pcsr
        la t0, sp1
        fsw f7, 0(t0)
        flw f5, 0(t0)
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        fsgnjx.s f17, f2, f12
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f27, f11, f16, f17
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s9, f22
        mv a0, s9
        jal hex
        jal pcsr
        fcvt.w.s s2, f6, rup
        mv a0, s2
        jal hex
        jal pcsr
        fmadd.d f3, f12, f22, f3, rup
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        flt.d s3, f13, f9
        mv a0, s3
        jal hex
        jal pcsr
        fnmsub.d f1, f13, f14, f18
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f27, s2, rne
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s6, f18
        mv a0, s6
        jal hex
        jal pcsr
        fsub.s f3, f2, f6, rtz
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f24, f30, rtz
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f2, f25, f18
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        flt.d s7, f20, f25
        mv a0, s7
        jal hex
        jal pcsr
        fnmsub.d f11, f18, f5, f0, rmm
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f25, f16
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s8, f23, f25
        mv a0, s8
        jal hex
        jal pcsr
        fcvt.wu.s s5, f0, rdn
        mv a0, s5
        jal hex
        jal pcsr
        fcvt.s.d f17, f24
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        feq.s s7, f12, f5
        mv a0, s7
        jal hex
        jal pcsr
        fmul.s f10, f23, f27, rmm
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 1
        fsrm t1
        jal pcsr
        fcvt.w.s s4, f10, rdn
        mv a0, s4
        jal hex
        jal pcsr
        feq.d s2, f9, f31
        mv a0, s2
        jal hex
        jal pcsr
        fsgnjn.s f7, f9, f9
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s11, f6, f30
        mv a0, s11
        jal hex
        jal pcsr
        fsgnjn.d f10, f20, f15
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.d f8, f15, f18, f8, dyn
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f2, f28, f4, f22, rup
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f2, f31, f22, f23, rdn
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f5, f16, f19, rtz
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.d s10, f28
        mv a0, s10
        jal hex
        jal pcsr
        fsub.s f29, f9, f18, rup
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f30, f24, f0
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fsub.s f25, f15, f18
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f29, s3, rdn
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f8, f27, f5
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.d s9, f13, rmm
        mv a0, s9
        jal hex
        jal pcsr
        fcvt.wu.s s9, f23, rup
        mv a0, s9
        jal hex
        jal pcsr
        fsgnjx.d f18, f14, f28
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f25, f4, f18, f24, rne
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f1, f13, f9, f21, dyn
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        li a7, 10
        ecall
hex:    li a7, 34
        ecall
        li a0, 32
        li a7, 11
        ecall
        ret
pbuf:   mv s1, ra
        la t0, buf
        lw a0, 4(t0)
        jal hex
        la t0, buf
        lw a0, 0(t0)
        jal hex
        mv ra, s1
        ret
pcsr:   frcsr a0
        li a7, 1
        ecall
        li a0, 10
        li a7, 11
        ecall
        ret
