# random FP program (seed 229:0)
        .data
        .align 3
init:
        .word 0xb0651971, 0xcc77ff7b
        .word 0x339c060d, 0x6b2dd414
        .word 0x01631c90, 0x41c3a280
        .word 0x7fc00000, 0xffffffff
        .word 0x487fb08a, 0xc1cd33d5
        .word 0x46562578, 0xffffffff
        .word 0xff800000, 0xffffffff
        .word 0x00000000, 0x40040000
        .word 0x4f000000, 0xffffffff
        .word 0x4afdc590, 0xffffffff
        .word 0xc946f95a, 0xffffffff
        .word 0x55508094, 0xc1c572f2
        .word 0x4f000000, 0xffffffff
        .word 0x00800000, 0xffffffff
        .word 0x3f000000, 0xffffffff
        .word 0x7f7fffff, 0xffffffff
        .word 0x3f000000, 0xffffffff
        .word 0x00000000, 0xffffffff
        .word 0xebdc8b10, 0x3fef058b
        .word 0x00000001, 0x7ff00000
        .word 0xcf000000, 0xffffffff
        .word 0x3fc00000, 0xffffffff
        .word 0xb9aa24f4, 0x41b800fd
        .word 0xc9178453, 0xffffffff
        .word 0xf8ddb910, 0x4196ac49
        .word 0x7f7fffff, 0xffffffff
        .word 0x40200000, 0xffffffff
        .word 0x50388782, 0xc01895e7
        .word 0x029cad84, 0xc1b078a9
        .word 0x438a2b6c, 0xffffffff
        .word 0x4884edb7, 0xffffffff
        .word 0x00000000, 0x40040000
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
        li s2, 0x52551d16
        li s3, 0xffffffe1
        li s4, 0xfffffff8
        li s5, 0xe6a43e83
        li s6, 0xffffffff
        li s7, 0x1cf0076e
        li s8, 0x7055864c
        li s9, 0x7fffffff
        li s10, 0x100549f0
        li s11, 0xffffffc6
        fcvt.s.wu f2, s6, rne
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.d s11, f27
        mv a0, s11
        jal hex
        jal pcsr
        fmsub.s f2, f21, f27, f7, dyn
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s7, f13
        mv a0, s7
        jal hex
        jal pcsr
        li t1, 1
        fsrm t1
        jal pcsr
        fmv.w.x f20, s11
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f16, f12, f20
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f8, f23, f4, f12
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f9, s5
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        feq.s s10, f26, f1
        mv a0, s10
        jal hex
        jal pcsr
        fmul.d f21, f3, f21, rmm
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f4, f7, f18, dyn
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f22, f9, dyn
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f11, s3
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s9, f1, rdn
        mv a0, s9
        jal hex
        jal pcsr
        fdiv.s f15, f3, f14, dyn
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f8, f14, f7, f18, rtz
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 0
        fsrm t1
        jal pcsr
        li t1, 2
        fsrm t1
        jal pcsr
        fmv.x.w s3, f4
        mv a0, s3
        jal hex
        jal pcsr
        fmadd.d f7, f15, f13, f20
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f27, f9, f3, f12
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f27, f23, f13, f27
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        flt.s s2, f3, f2
        mv a0, s2
        jal hex
        jal pcsr
        fle.s s2, f8, f8
        mv a0, s2
        jal hex
        jal pcsr
        fnmadd.s f30, f3, f22, f22, rdn
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s5, f25, dyn
        mv a0, s5
        jal hex
        jal pcsr
        li t1, 3
        fsrm t1
        jal pcsr
        fmax.s f29, f0, f3
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s3, f10
        mv a0, s3
        jal hex
        jal pcsr
        fsqrt.s f24, f15, rmm
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fmul.d f5, f9, f13, rne
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f14, f27, f20
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fsub.s f24, f29, f5, dyn
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 2
        fsrm t1
        jal pcsr
        fcvt.wu.s s6, f6
        mv a0, s6
        jal hex
        jal pcsr
        fadd.s f16, f27, f1
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f29, f13, f2
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 2
        fsrm t1
        jal pcsr
        fmv.w.x f30, s5
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f6, f23, f20, f6, rmm
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.d f9, f24, f13
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s3, f21, f28
        mv a0, s3
        jal hex
        jal pcsr
        fadd.s f1, f5, f17, rne
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f9, f10, f12
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s4, f5
        mv a0, s4
        jal hex
        jal pcsr
        fsgnjn.d f20, f29, f15
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f19, f18, f13, f0, rtz
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.d f17, f27, f5, f7, dyn
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.d f7, f11, f12
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 0
        fsrm t1
        jal pcsr
        fsgnj.d f10, f15, f1
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.d f13, f17, f6
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f15, f23, f14
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f14, f18, f18, dyn
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f6, s11
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.s f19, f20, f4
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        feq.s s3, f15, f5
        mv a0, s3
        jal hex
        jal pcsr
        fcvt.d.w f20, s6, rup
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 3
        fsrm t1
        jal pcsr
        li t1, 4
        fsrm t1
        jal pcsr
        fsub.s f16, f20, f17
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f13, f0, f31
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f0, f3, f14
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f27, f16, dyn
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.d f18, f25, f17
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f21, 0(t0)
        flw f6, 0(t0)
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        flt.s s4, f9, f21
        mv a0, s4
        jal hex
        jal pcsr
        fnmsub.d f11, f31, f12, f13, rdn
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fmin.s f19, f17, f4
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f31, f19, f4
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f7, s10
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.s f26, f14, f20, f22, rdn
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f19, f29, f13, rtz
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fadd.d f9, f28, f15
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f20, f7, f2
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fmin.s f15, f30, f9
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s11, f9
        mv a0, s11
        jal hex
        jal pcsr
        fadd.s f23, f0, f15, rmm
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.s f5, f5, f26
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s11, f30
        mv a0, s11
        jal hex
        jal pcsr
        fnmadd.d f7, f11, f16, f25, rdn
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f9, f4, f17, f23
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f29, f1, f26, rne
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f18, f27, f0
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f11, f9, f30
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f27, f24, dyn
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f6, f13
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f14, 0(t0)
        flw f10, 0(t0)
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        fmax.d f27, f21, f9
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f24, f24, f31, rne
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f27, f25, f13, rne
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s2, f27, rne
        mv a0, s2
        jal hex
        jal pcsr
        fadd.s f26, f4, f30, rtz
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f14, s8, dyn
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s3, f6, f10
        mv a0, s3
        jal hex
        jal pcsr
        fcvt.wu.d s7, f18
        mv a0, s7
        jal hex
        jal pcsr
        fcvt.s.d f15, f5
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f22, s7, dyn
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f15, f19, f10, f5, rmm
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f18, s11, rne
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.w f3, s4, rtz
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s8, f31, f3
        mv a0, s8
        jal hex
        jal pcsr
        fmul.d f26, f14, f27, rne
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 3
        fsrm t1
        jal pcsr
        fnmadd.s f14, f8, f0, f9, dyn
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f13, f27, f24, f5
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f19, 0(t0)
        flw f7, 0(t0)
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        feq.s s3, f8, f28
        mv a0, s3
        jal hex
        jal pcsr
        feq.s s5, f20, f28
        mv a0, s5
        jal hex
        jal pcsr
        li t1, 1
        fsrm t1
        jal pcsr
        fmadd.s f22, f23, f19, f8, rup
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f3, f16, f25, f20, rdn
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s10, f15, f13
        mv a0, s10
        jal hex
        jal pcsr
        fcvt.w.d s4, f16
        mv a0, s4
        jal hex
        jal pcsr
        fle.d s7, f9, f31
        mv a0, s7
        jal hex
        jal pcsr
        fmax.s f12, f26, f6
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.d f27, f6, f22
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f4, s3
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s9, f27
        mv a0, s9
        jal hex
        jal pcsr
        fmsub.s f4, f14, f4, f18
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f2, s9
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fle.s s5, f6, f18
        mv a0, s5
        jal hex
        jal pcsr
        fcvt.s.d f22, f14, rtz
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f31, f24, f12, f6, rtz
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.w f29, s8, rup
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f31, s5
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s11, f22, f11
        mv a0, s11
        jal hex
        jal pcsr
        flt.s s7, f9, f10
        mv a0, s7
        jal hex
        jal pcsr
        fnmsub.d f28, f7, f15, f2
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f0, 0(t0)
        flw f10, 0(t0)
        la t0, buf
        fsd f10, 0(t0)
        jal pbuf
        fclass.d s2, f20
        mv a0, s2
        jal hex
        jal pcsr
        fcvt.s.w f7, s8
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.d s10, f15, rdn
        mv a0, s10
        jal hex
        jal pcsr
        fmax.d f18, f25, f6
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s3, f9, f15
        mv a0, s3
        jal hex
        jal pcsr
        fcvt.wu.s s9, f7
        mv a0, s9
        jal hex
        jal pcsr
        fnmadd.d f1, f16, f19, f21
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f21, f6, f25, rtz
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f23, f27, f30, dyn
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fmv.x.w s6, f30
        mv a0, s6
        jal hex
        jal pcsr
        fnmadd.d f4, f23, f10, f5, rmm
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.s f28, f19, f8
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s2, f13
        mv a0, s2
        jal hex
        jal pcsr
        fmax.d f28, f26, f23
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f22, f1, f18, f27, rne
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f13, f5, rmm
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f6, f14, f17, rup
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f25, f13, f8, f3, rne
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f17, f5, f17, rtz
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f19, f15, f16
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.s f25, f19, f28
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f6, f30, f30, f7, rne
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f16, f14, rtz
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fmin.s f30, f17, f20
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f19, f17, f7
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f28, f10, f27, f5
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f22, f1
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f14, f17, f29
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        flt.d s6, f17, f6
        mv a0, s6
        jal hex
        jal pcsr
        fmsub.d f19, f8, f12, f24, rtz
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.w f13, s9, rne
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f23, s7, dyn
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f22, f15, rmm
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f5, s8
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.s f30, f18, f23, f14, rtz
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f27, f24, f3, rne
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f6, s7, rdn
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f11, f20, f27
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f20, f20, f2
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        flt.d s11, f14, f20
        mv a0, s11
        jal hex
        jal pcsr
        li t1, 3
        fsrm t1
        jal pcsr
        feq.d s4, f3, f24
        mv a0, s4
        jal hex
        jal pcsr
        fsgnjn.d f29, f19, f19
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f18, f15, dyn
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f7, f15, f15, rdn
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f30, f25, f11
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f26, f13, f7, f22, dyn
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        flt.d s2, f8, f7
        mv a0, s2
        jal hex
        jal pcsr
        fsgnjx.d f1, f10, f27
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f28, f17, f31, rup
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f24, 0(t0)
        flw f30, 0(t0)
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        fsub.d f24, f21, f12, rup
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f4, f31, f16
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        feq.s s11, f25, f6
        mv a0, s11
        jal hex
        jal pcsr
        fsgnj.d f3, f8, f15
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f6, f16, rmm
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f15, f18
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s5, f29
        mv a0, s5
        jal hex
        jal pcsr
        fcvt.wu.s s5, f15, dyn
        mv a0, s5
        jal hex
        jal pcsr
        fmin.d f5, f15, f2
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        feq.s s8, f23, f6
        mv a0, s8
        jal hex
        jal pcsr
        fsqrt.d f18, f6, rdn
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f3, f23, f0
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.d f31, f13, f12
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f29, f29, f31, f20, rup
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fsub.s f14, f14, f24, dyn
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f16, f1, f10
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s9, f19
        mv a0, s9
        jal hex
        jal pcsr
        fmul.s f30, f15, f9
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f22, f12, f16
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fmv.w.x f5, s2
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f18, 0(t0)
        flw f16, 0(t0)
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        fmul.s f17, f27, f0
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.s f20, f23, f13, f18, dyn
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        flt.s s10, f27, f16
        mv a0, s10
        jal hex
        jal pcsr
        fle.s s4, f10, f11
        mv a0, s4
        jal hex
        jal pcsr
        fle.d s7, f1, f7
        mv a0, s7
        jal hex
        jal pcsr
        fdiv.d f7, f6, f14
        la t0, buf
        fsd f7, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.d f20, f1, f5
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f6, f5, f25
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.d f8, f13, f18, f6, rne
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fclass.d s6, f26
        mv a0, s6
        jal hex
        jal pcsr
        fcvt.d.w f31, s5, rmm
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fsub.s f18, f31, f10
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f5, s9, rup
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fle.s s3, f24, f6
        mv a0, s3
        jal hex
        jal pcsr
        fnmsub.d f18, f1, f27, f1, rdn
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        feq.s s5, f23, f14
        mv a0, s5
        jal hex
        jal pcsr
        fcvt.s.w f4, s11, rmm
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        li t1, 4
        fsrm t1
        jal pcsr
        fdiv.s f13, f23, f18, rmm
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f23, f9, rtz
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f23, f25, f14, rdn
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f5, f19, f16
        la t0, buf
        fsd f5, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.d f15, f5, f21, f9, rne
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fle.s s2, f7, f9
        mv a0, s2
        jal hex
        jal pcsr
        fcvt.s.d f11, f2, rne
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f1, 0(t0)
        flw f15, 0(t0)
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        fmadd.d f2, f20, f13, f25, rup
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f27, f19, f28
        la t0, buf
        fsd f27, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f15, f31, f19, f3, rup
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fmv.x.w s8, f22
        mv a0, s8
        jal hex
        jal pcsr
        fcvt.d.w f24, s7, rdn
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        flt.s s5, f29, f18
        mv a0, s5
        jal hex
        jal pcsr
        fcvt.wu.s s8, f31
        mv a0, s8
        jal hex
        jal pcsr
        fcvt.d.w f16, s2, rmm
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f0, f5, rdn
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fsub.d f1, f29, f27, dyn
        la t0, buf
        fsd f1, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.d f26, f16, f11, f1
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        flt.d s11, f9, f14
        mv a0, s11
        jal hex
        jal pcsr
        fmsub.d f11, f21, f27, f4, rtz
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        fmax.d f14, f30, f25
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.s f24, f0, rtz
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fle.s s2, f7, f3
        mv a0, s2
        jal hex
        jal pcsr
        li t1, 1
        fsrm t1
        jal pcsr
        fle.s s5, f23, f13
        mv a0, s5
        jal hex
        jal pcsr
        fmin.s f8, f5, f25
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f15, f9, f17, f22
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.s f12, f24, f26
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f25, f11
        la t0, buf
        fsd f25, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f31, f18, f27, f8, rtz
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.s f13, f22, f28, f9, rne
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s9, f0, rup
        mv a0, s9
        jal hex
        jal pcsr
        fadd.d f8, f31, f10
        la t0, buf
        fsd f8, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f21, f8, f29
        la t0, buf
        fsd f21, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f22, s8, rup
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fadd.s f6, f1, f31, rtz
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fnmsub.d f3, f14, f26, f24
        la t0, buf
        fsd f3, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.wu.s s3, f4
        mv a0, s3
        jal hex
        jal pcsr
        fsgnj.s f31, f28, f9
        la t0, buf
        fsd f31, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f18, f23, f8, f23, rup
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f23, f22, rne
        la t0, buf
        fsd f23, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f9, f3, f5, f4, dyn
        la t0, buf
        fsd f9, 0(t0)
        jal pbuf
        jal pcsr
        fdiv.d f16, f7, f0, rup
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fmv.x.w s5, f30
        mv a0, s5
        jal hex
        jal pcsr
        fmax.s f11, f18, f7
        la t0, buf
        fsd f11, 0(t0)
        jal pbuf
        jal pcsr
        la t0, sp1
        fsw f5, 0(t0)
        flw f0, 0(t0)
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        fadd.d f2, f29, f3, dyn
        la t0, buf
        fsd f2, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s7, f2, rup
        mv a0, s7
        jal hex
        jal pcsr
        fdiv.s f6, f25, f9, rtz
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fle.d s8, f20, f26
        mv a0, s8
        jal hex
        jal pcsr
        fmadd.s f15, f19, f10, f17, rmm
        la t0, buf
        fsd f15, 0(t0)
        jal pbuf
        jal pcsr
        fmul.s f6, f24, f16
        la t0, buf
        fsd f6, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f16, f23, f1, f1, rtz
        la t0, buf
        fsd f16, 0(t0)
        jal pbuf
        jal pcsr
        fclass.s s10, f18
        mv a0, s10
        jal hex
        jal pcsr
        fmsub.d f28, f10, f13, f31
        la t0, buf
        fsd f28, 0(t0)
        jal pbuf
        jal pcsr
        fmin.s f0, f15, f4
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f19, s11, rne
        la t0, buf
        fsd f19, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.s f24, f17
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjn.s f0, f11, f24
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.wu f29, s11
        la t0, buf
        fsd f29, 0(t0)
        jal pbuf
        jal pcsr
        fmin.d f14, f28, f1
        la t0, buf
        fsd f14, 0(t0)
        jal pbuf
        jal pcsr
        fnmadd.s f24, f24, f9, f0
        la t0, buf
        fsd f24, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f12, f24, f15
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        feq.d s5, f2, f12
        mv a0, s5
        jal hex
        jal pcsr
        fclass.d s4, f27
        mv a0, s4
        jal hex
        jal pcsr
        fdiv.d f0, f14, f20
        la t0, buf
        fsd f0, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.d.wu f30, s4
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fmax.s f22, f0, f3
        la t0, buf
        fsd f22, 0(t0)
        jal pbuf
        jal pcsr
        fmadd.s f17, f14, f19, f7
        la t0, buf
        fsd f17, 0(t0)
        jal pbuf
        jal pcsr
        fsgnjx.s f13, f26, f1
        la t0, buf
        fsd f13, 0(t0)
        jal pbuf
        jal pcsr
        fsqrt.d f20, f10, dyn
        la t0, buf
        fsd f20, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.s.d f26, f15
        la t0, buf
        fsd f26, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f12, f6, f5
        la t0, buf
        fsd f12, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.d f30, f5, f20, f0, rmm
        la t0, buf
        fsd f30, 0(t0)
        jal pbuf
        jal pcsr
        fcvt.w.s s5, f10
        mv a0, s5
        jal hex
        jal pcsr
        fmadd.s f18, f2, f8, f31, rne
        la t0, buf
        fsd f18, 0(t0)
        jal pbuf
        jal pcsr
        fsgnj.d f4, f20, f15
        la t0, buf
        fsd f4, 0(t0)
        jal pbuf
        jal pcsr
        fmsub.s f19, f17, f24, f9, rne
        la t0, buf
        fsd f19, 0(t0)
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
